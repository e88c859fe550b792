import { RADIUS_OPTIONS_KM } from '../../geo/rules/search-radius.ts';

interface Props {
  /** The place typed or chosen, e.g. '4000' or 'Spring Hill QLD 4000'. */
  place: string;
  radius: number;
  suggestions: readonly { label: string }[];
  /** An error such as 'Invalid postcode'; null when none. */
  error: string | null;
  active: boolean;
  onPlace?: (place: string) => void;
  onChoose?: (index: number) => void;
  onRadius?: (radius: number) => void;
  onClear?: () => void;
}

/** Postcode or suburb with a radius (spec: 25 to 1000 km); cars outside are filtered out. */
export function LocationFilterView({
  place,
  radius,
  suggestions,
  error,
  active,
  onPlace,
  onChoose,
  onRadius,
  onClear,
}: Props) {
  return (
    <div className="location-filter">
      <label htmlFor="location-place">Postcode or suburb</label>
      <input
        id="location-place"
        name="userLocation"
        inputMode="search"
        autoComplete="postal-code"
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : 'location-error'}
        {...(onPlace === undefined
          ? { defaultValue: place }
          : { value: place, onChange: (event) => onPlace(event.currentTarget.value) })}
      />
      {suggestions.length > 0 && (
        <ul className="location-filter__suggestions" aria-label="Places">
          {suggestions.map((suggestion, index) => (
            <li key={suggestion.label}>
              <button type="button" onClick={onChoose === undefined ? undefined : () => onChoose(index)}>
                {suggestion.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error !== null && (
        <p id="location-error" className="location-filter__error">
          {error}
        </p>
      )}
      <label htmlFor="location-radius">Within</label>
      <select
        id="location-radius"
        name="radius"
        {...(onRadius === undefined
          ? { defaultValue: radius }
          : { value: radius, onChange: (event) => onRadius(Number(event.currentTarget.value)) })}
      >
        {RADIUS_OPTIONS_KM.map((km) => (
          <option key={km} value={km}>
            {km} km
          </option>
        ))}
      </select>
      {active && (
        <button type="button" className="button button--ghost" onClick={onClear}>
          Clear location
        </button>
      )}
    </div>
  );
}
