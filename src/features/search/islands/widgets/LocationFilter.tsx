import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import type { LocationFilter as LocationState } from '../../rules/search-state.ts';
import { searchPlaces, type PlaceSuggestion } from '../../../geo/rules/place-search.ts';
import type { PostcodeSuburbTable } from '../../../geo/rules/postcode-table.ts';
import { FacetDropdownView } from '../../components/FacetDropdownView.tsx';
import { LocationFilterView } from '../../components/LocationFilterView.tsx';
import { $locationFilter } from '../location-store.ts';
import { MESSAGES } from '../../../forms/rules/schemas/messages.ts';

/** spec: location filter limit (suggestions shown). */
const SUGGESTIONS = 5;
const DEFAULT_RADIUS = 50;
let table: Promise<PostcodeSuburbTable> | null = null;

/** The offline AU postcode and suburb table, fetched once when the shopper first types a place. */
function postcodeTable(): Promise<PostcodeSuburbTable> {
  table ??= fetch('/data/postcodes.json').then((response) => response.json() as Promise<PostcodeSuburbTable>);
  return table;
}

/** Postcode or suburb plus radius; sets lat, lng, radius and userLocation (the island's filters follow). */
export function LocationFilter() {
  const filter = useStore($locationFilter);
  const { setIndexUiState } = useInstantSearch();
  /** A location change is a filter change: back to page 1. */
  const setLocation = (next: LocationState) => {
    setIndexUiState((previous) => ({ ...previous, page: 1 }));
    $locationFilter.set(next);
  };
  const [place, setPlace] = useState(filter.userLocation ?? '');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [error, setError] = useState<string | null>(null);
  const radius = filter.radius ?? DEFAULT_RADIUS;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setPlace(filter.userLocation ?? ''), [filter.userLocation]);
  const choose = (suggestion: PlaceSuggestion) => {
    setSuggestions([]);
    setError(null);
    setPlace(suggestion.label);
    setLocation({ userLocation: suggestion.label, lat: suggestion.lat, lng: suggestion.lng, radius });
  };
  const onPlace = (text: string) => {
    setPlace(text);
    clearTimeout(timer.current);
    // spec: place autocomplete debounced 300 ms.
    timer.current = setTimeout(() => {
      void postcodeTable().then((loaded) => {
        const found = searchPlaces(loaded, text, SUGGESTIONS);
        setSuggestions(found);
        const first = found[0];
        if (/^\d{4}$/.test(text.trim())) {
          if (first === undefined) setError(MESSAGES.postcodeNotFound);
          else choose(first);
        } else setError(null);
      });
    }, 300);
  };
  const active = filter.lat !== undefined && filter.lng !== undefined;
  return (
    <FacetDropdownView attribute="location" label="Distance" refinedCount={active ? 1 : 0} open={active}>
      <LocationFilterView
        place={place}
        radius={radius}
        suggestions={suggestions}
        error={error}
        active={active}
        onPlace={onPlace}
        onChoose={(index) => {
          const suggestion = suggestions[index];
          if (suggestion) choose(suggestion);
        }}
        onRadius={(next) => setLocation({ ...$locationFilter.get(), radius: next })}
        onClear={() => {
          setPlace('');
          setSuggestions([]);
          setLocation({});
        }}
      />
    </FacetDropdownView>
  );
}
