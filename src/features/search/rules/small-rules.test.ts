import { describe, expect, it } from 'vitest';
import { MAKES_SHOWN_COLLAPSED, popularMakes, visibleMakes, visibleModels } from './make-list.ts';
import { displayedResultCount } from './result-count.ts';
import { addSearchHistoryEntry } from './search-history.ts';
import { RADIUS_OPTIONS_KM, withinRadius } from './location-radius.ts';
import { moveThumb, PRICE_SLIDER, SLIDER_DEBOUNCE_MS, sliderToPriceParam, snapToStep } from './slider.ts';

describe('result count cap', () => {
  it('keeps counts up to 1999 and replaces a capped count by facet totals, then stock count', () => {
    expect(displayedResultCount(1999, { stockCount: 5000 })).toBe(1999);
    expect(displayedResultCount(2000, { facetCounts: { new: 900, used: 2100, demo: 50 } })).toBe(3050);
    expect(displayedResultCount(2000, { stockCount: 4321 })).toBe(4321);
    expect(displayedResultCount(2000)).toBe(2000);
  });
});

describe('search price slider', () => {
  it('defaults to 5000..250000 step 500, debounce 400 ms', () => {
    expect(PRICE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(SLIDER_DEBOUNCE_MS).toBe(400);
  });
  it('clamps out-of-range values and snaps to the step', () => {
    expect(snapToStep(100)).toBe(5000);
    expect(snapToStep(999_999)).toBe(250000);
    expect(snapToStep(12_260)).toBe(12_500);
    expect(snapToStep(NaN)).toBe(5000);
  });
  it('stops the left thumb before the right and the right after the left', () => {
    expect(moveThumb([5000, 20000], 'left', 30000)).toEqual([19500, 20000]);
    expect(moveThumb([15000, 20000], 'right', 1000)).toEqual([15000, 15500]);
    expect(moveThumb([5000, 250000], 'right', 40000)).toEqual([5000, 40000]);
  });
  it("writes the URL price value 'min:max', open at the ends of the track", () => {
    expect(sliderToPriceParam([10000, 40000])).toBe('10000:40000');
    expect(sliderToPriceParam([5000, 40000])).toBe(':40000');
    expect(sliderToPriceParam([10000, 250000])).toBe('10000:');
  });
});

describe('make list', () => {
  const makes = Array.from({ length: 25 }, (_, i) => `Make ${i}`);
  it('shows the first 7 with a toggle, all when expanded; popular = first 20; models up to 30', () => {
    expect(visibleMakes(makes, false).shown).toHaveLength(MAKES_SHOWN_COLLAPSED);
    expect(visibleMakes(makes, true).shown).toHaveLength(25);
    expect(visibleMakes(makes.slice(0, 7), false).hasToggle).toBe(false);
    expect(popularMakes(makes)).toHaveLength(20);
    expect(visibleModels(Array.from({ length: 40 }, (_, i) => i))).toHaveLength(30);
  });
});

describe('search history', () => {
  it('keeps 5 entries, most recent first, non-empty filters only, deduplicated by path', () => {
    let history = addSearchHistoryEntry([], { make: 'Toyota', model: '', body: [], page: 2 }, '/search/toyota?page=2');
    expect(history).toEqual([{ filters: { make: 'Toyota', page: 2 }, path: '/search/toyota?page=2' }]);
    for (let i = 0; i < 6; i++) history = addSearchHistoryEntry(history, { query: `q${i}` }, `/search/p${i}`);
    expect(history.map((entry) => entry.path)).toEqual(['/search/p5', '/search/p4', '/search/p3', '/search/p2', '/search/p1']);
    history = addSearchHistoryEntry(history, { query: 'again' }, '/search/p3');
    expect(history.map((entry) => entry.path)).toEqual(['/search/p3', '/search/p5', '/search/p4', '/search/p2', '/search/p1']);
  });
});

describe('location radius', () => {
  const brisbane = { lat: -27.4698, lng: 153.0251 };
  const hits = [
    { id: 'gold-coast', lat: -28.0167, lng: 153.4 },
    { id: 'sydney', lat: -33.8688, lng: 151.2093 },
    { id: 'chermside', lat: -27.3858, lng: 153.0309 },
    { id: 'nowhere' },
  ];
  it('offers the spec radius options', () => {
    expect(RADIUS_OPTIONS_KM).toEqual([25, 50, 75, 100, 150, 250, 500, 750, 1000]);
  });
  it('keeps hits within the radius by haversine distance, nearest first', () => {
    expect(withinRadius(hits, brisbane, 25).map((hit) => hit.id)).toEqual(['chermside']);
    expect(withinRadius(hits, brisbane, 100).map((hit) => hit.id)).toEqual(['chermside', 'gold-coast']);
    const all = withinRadius(hits, brisbane, 1000);
    expect(all.map((hit) => hit.id)).toEqual(['chermside', 'gold-coast', 'sydney']);
    expect(all[2]?.distanceKm).toBeGreaterThan(700);
    expect(all[2]?.distanceKm).toBeLessThan(740);
  });
});
