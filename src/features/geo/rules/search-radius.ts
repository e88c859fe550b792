/** spec: radius filter options for location search, in km. */
export const RADIUS_OPTIONS_KM = [25, 50, 75, 100, 150, 250, 500, 750, 1000] as const;

/** spec: business constants. At most this many cities in the location filter. */
export const LOCATION_FILTER_CITY_LIMIT = 5;
