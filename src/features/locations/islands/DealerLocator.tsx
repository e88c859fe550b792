import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { PENDING_SUBMIT } from '../../forms/client/early-submit.ts';
import { nearby } from '../../geo/rules/nearby.ts';
import {
  PLACE_SEARCH_DEBOUNCE_MS,
  placeByLabel,
  searchPlaces,
  type PlaceSuggestion,
} from '../../geo/rules/place-search.ts';
import { lookupPostcode, POSTCODE_NOT_FOUND_MESSAGE } from '../../geo/rules/postcode-lookup.ts';
import { parsePostcodeSuburbTable, type PostcodeSuburbTable } from '../../geo/rules/postcode-table.ts';

/** What the locator needs of each location (kept small: it is serialised into the page). */
export interface LocatorPlace {
  id: number;
  name: string;
  type: string;
  address: string;
  href: string;
  directions: string;
  lat: number;
  lng: number;
}

interface Origin {
  label: string;
  lat: number;
  lng: number;
}

/** The form's field name: without JavaScript it is a GET form, and the page answers `?q=` once its island wakes. */
const QUERY_PARAM = 'q';

let tablePromise: Promise<PostcodeSuburbTable> | undefined;
function loadTable(): Promise<PostcodeSuburbTable> {
  tablePromise ??= fetch('/data/postcodes.json').then(async (r) => parsePostcodeSuburbTable(await r.json()));
  return tablePromise;
}

/** spec: dealer locator. Postcode or suburb (offline AU data) → dealerships within 250 km, nearest 5. */
export default function DealerLocator({ places }: { places: LocatorPlace[] }) {
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [origin, setOrigin] = useState<Origin>();
  const [error, setError] = useState('');
  const [ready, setReady] = useState(false);
  const [pendingSearch, setPendingSearch] = useState<string>();
  const table = useRef<PostcodeSuburbTable>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), list: useId(), error: useId() };

  useLayoutEffect(() => {
    // decision 14: what was typed before the island woke is kept, and a search pressed then (held by
    // early-submit.ts) or arriving as ?q= (the form's plain GET before any script ran) is carried out.
    const typed = inputRef.current?.value ?? '';
    const early = formRef.current?.dataset[PENDING_SUBMIT] === 'true';
    if (formRef.current) delete formRef.current.dataset[PENDING_SUBMIT];
    const asked = new URLSearchParams(window.location.search).get(QUERY_PARAM)?.trim() ?? '';
    if (typed !== '') setQuery(typed);
    if (early && typed.trim() !== '') setPendingSearch(typed);
    else if (typed === '' && asked !== '') {
      setQuery(asked);
      setPendingSearch(asked);
    }
    setReady(true);
  }, []);

  const searchFromEffect = useEffectEvent((typed: string) => void search(typed));
  useEffect(() => {
    if (pendingSearch === undefined) return;
    setPendingSearch(undefined);
    searchFromEffect(pendingSearch);
  }, [pendingSearch]);

  useEffect(() => {
    if (query.trim().length < 2) return setSuggestions([]);
    const timer = setTimeout(async () => {
      table.current ??= await loadTable();
      setSuggestions(searchPlaces(table.current, query));
      setActive(-1);
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const choose = (s: PlaceSuggestion) => {
    setQuery(s.label);
    setSuggestions([]);
    setError('');
    setOrigin({ label: s.label, lat: s.lat, lng: s.lng });
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void search(query);
  };

  const search = async (typed: string) => {
    const text = typed.trim();
    table.current ??= await loadTable();
    setSuggestions([]);
    // A suggestion the shopper picked or typed in full ('Brisbane QLD 4000') is a place, not a postcode.
    const labelled = placeByLabel(table.current, text);
    if (labelled) return choose(labelled);
    if (!/^\d*$/.test(text)) {
      const place = suggestions[active] ?? searchPlaces(table.current, text, 1)[0];
      if (place) return choose(place);
      setOrigin(undefined);
      return setError(POSTCODE_NOT_FOUND_MESSAGE);
    }
    const result = lookupPostcode(table.current, text);
    if (!result.ok) {
      setOrigin(undefined);
      return setError(result.message);
    }
    setError('');
    setOrigin({ label: result.postcode, lat: result.point.lat, lng: result.point.lng });
  };

  const results = origin ? nearby(places, origin, (p) => ({ lat: p.lat, lng: p.lng })) : [];
  return (
    <div className="locator">
      <search aria-label="Find a dealership">
        <form
          ref={formRef}
          onSubmit={submit}
          method="get"
          noValidate
          data-calculator="dealer-locator"
          data-ready={ready ? 'true' : undefined}
        >
          <label htmlFor={ids.input}>Postcode or suburb</label>
          <div className="locator__row">
            <div className="locator__combo">
              <input
                ref={inputRef}
                id={ids.input}
                name={QUERY_PARAM}
                value={query}
                onFocus={() => void loadTable()}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, suggestions.length - 1));
                  if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
                  if (e.key === 'Escape') setSuggestions([]);
                }}
                role="combobox"
                aria-expanded={suggestions.length > 0}
                aria-controls={ids.list}
                aria-autocomplete="list"
                aria-activedescendant={active >= 0 ? `${ids.list}-${active}` : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
                autoComplete="off"
                placeholder="e.g. 4000 or Brisbane City"
              />
              <div id={ids.list} role="listbox" className="locator__list" hidden={suggestions.length === 0}>
                {suggestions.map((s, i) => (
                  <div
                    key={s.label}
                    id={`${ids.list}-${i}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === active}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      choose(s);
                    }}
                  >
                    {s.label}
                  </div>
                ))}
              </div>
            </div>
            <button className="button" type="submit">
              Find dealerships
            </button>
          </div>
          {error && (
            <p id={ids.error} className="locator__error" role="alert">
              {error}
            </p>
          )}
        </form>
      </search>
      <div aria-live="polite">
        {origin &&
          (results.length > 0 ? (
            <>
              <h2 className="locator__heading">Nearest dealerships to {origin.label}</h2>
              <ol className="locator__results">
                {results.map(({ place, distanceKm }) => (
                  <li key={place.id} className="card">
                    <div className="card__body">
                      <h3>
                        <a href={place.href}>{place.name}</a>
                      </h3>
                      <p className="muted">
                        {place.type} · {Math.round(distanceKm)} km away
                      </p>
                      <p>{place.address}</p>
                      <a href={place.directions} target="_blank" rel="noopener">
                        Get Directions
                      </a>
                    </div>
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p>No dealerships within 250 km of {origin.label}. Please call us and we will help.</p>
          ))}
      </div>
    </div>
  );
}
