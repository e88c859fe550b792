import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { nearby } from '../../geo/rules/nearby.ts';
import { PLACE_SEARCH_DEBOUNCE_MS, searchPlaces, type PlaceSuggestion } from '../../geo/rules/place-search.ts';
import { parsePostcodeSuburbTable, type PostcodeSuburbTable } from '../../geo/rules/postcode-table.ts';
import { autoSelectedId, dealershipOptions, type LocationOption } from '../../locations/rules/location-dropdown.ts';
import type { FormContext } from '../rules/form-context.ts';

let tablePromise: Promise<PostcodeSuburbTable> | undefined;
const loadTable = () =>
  (tablePromise ??= fetch('/data/postcodes.json').then(async (r) => parsePostcodeSuburbTable(await r.json())));

interface DealershipFieldProps {
  context: FormContext;
  /** The car the lead is about: its make for the 'make' filter; its own location is always offered. */
  car?: { make: string; location_id: number } | undefined;
  locationId: string;
  onChange: (choice: { location_id: string; dealership_slug: string }) => void;
  ids: { input: string; describedBy: string | undefined };
  invalid: boolean;
}

/**
 * spec: dealership selector. A location dropdown by the site's rules (make, type, fixed list, city
 * names, excluded ids; a single option is selected once), and a place search limited to Australia
 * (offline postcode data) that narrows it to up to 5 nearby dealerships; clearing it clears the choice.
 */
export function DealershipField({ context, car, locationId, onChange, ids, invalid }: DealershipFieldProps) {
  const options = useMemo(() => {
    const types = context.types ? { types: context.types } : {};
    const ofCar = car === undefined ? {} : { make: car.make, carLocationId: car.location_id };
    return dealershipOptions(context.locations, context.dropdown, { ...ofCar, ...types });
  }, [context, car]);
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [near, setNear] = useState<LocationOption[] | undefined>();
  const autoApplied = useRef(false);
  const listId = `${ids.input}-places`;

  const choose = (id: string) => {
    const option = options.find((o) => String(o.value) === id);
    onChange({ location_id: option ? String(option.value) : '', dealership_slug: option?.dealershipSlug ?? '' });
  };

  // The latest `choose` (it reads the latest onChange) without re-running the auto-selection when only onChange changes.
  const chooseFromEffect = useEffectEvent(choose);
  useEffect(() => {
    const id = autoSelectedId(options, autoApplied.current);
    if (id !== undefined) {
      autoApplied.current = true;
      chooseFromEffect(String(id));
    }
  }, [options]);

  useEffect(() => {
    if (query.trim().length < 2) return setSuggestions([]);
    const timer = setTimeout(async () => {
      setSuggestions(searchPlaces(await loadTable(), query, 6));
      setActive(-1);
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const pickPlace = (place: PlaceSuggestion) => {
    setQuery(place.label);
    setSuggestions([]);
    const byId = new Map(context.locations.map((l) => [l.id, l]));
    const found = nearby(options, { lat: place.lat, lng: place.lng }, (o) => {
      const l = byId.get(o.value);
      return { lat: l?.address.lat ?? 0, lng: l?.address.long ?? 0 };
    });
    setNear(found.map((f) => f.place));
  };

  const shown = near ?? options;
  return (
    <div className="dealership-field">
      <select
        id={ids.input}
        name="location_id"
        value={locationId}
        onChange={(e) => choose(e.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        <option value="">Select a dealership</option>
        {shown.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      {options.length > 1 && (
        <div className="combo">
          <label htmlFor={`${ids.input}-place`} className="field__help">
            Or find the nearest: postcode or suburb
          </label>
          <input
            id={`${ids.input}-place`}
            value={query}
            role="combobox"
            aria-expanded={suggestions.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            onFocus={() => void loadTable()}
            onChange={(e) => {
              setQuery(e.target.value);
              if (e.target.value.trim() === '') {
                setNear(undefined);
                onChange({ location_id: '', dealership_slug: '' });
              }
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, suggestions.length - 1));
              if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
              if (e.key === 'Enter') {
                // Enter in the place search picks a place (the highlighted one, else the first), never sends the form.
                e.preventDefault();
                const place = suggestions[active] ?? suggestions[0];
                if (place) pickPlace(place);
              }
              if (e.key === 'Escape') setSuggestions([]);
            }}
          />
          <div id={listId} role="listbox" aria-label="Places" className="combo__list" hidden={suggestions.length === 0}>
            {suggestions.map((s, i) => (
              <div
                key={s.label}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pickPlace(s);
                }}
              >
                {s.label}
              </div>
            ))}
          </div>
          {near && (
            <p className="field__help" aria-live="polite">
              {near.length > 0
                ? `${near.length} dealerships near ${query}`
                : `No dealerships within 250 km of ${query}`}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
