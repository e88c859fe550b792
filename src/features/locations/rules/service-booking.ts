import { selectLocations } from './location-blocks.ts';

interface Bookable {
  id: number;
  slug: string;
  name: string;
  visible: boolean;
  primary: boolean;
  location_type: 'sales' | 'service' | 'parts' | 'car-buying';
  booking_url?: string | undefined;
}

/** Anchor of one service centre's booking embed on /service, e.g. 'service-booking-coast-service'. */
export const bookingAnchor = (location: Pick<Bookable, 'slug'>): string => `service-booking-${location.slug}`;

/** spec: the service-booking page embedded from each service centre's own configured URL; centres without one are left out. */
export function serviceBookings<L extends Bookable>(
  locations: readonly L[],
  order: readonly number[] = [],
): (L & { booking_url: string })[] {
  return selectLocations(locations, 'all', order).filter(
    (l): l is L & { booking_url: string } => typeof l.booking_url === 'string' && l.booking_url !== '',
  );
}

/** Where a location card's 'Book a Service' goes: its own booking embed when it has one, else the booking section. */
export function bookServiceHref(location: Pick<Bookable, 'slug' | 'booking_url'>): string {
  return location.booking_url ? `/service#${bookingAnchor(location)}` : '/service#service-booking';
}
