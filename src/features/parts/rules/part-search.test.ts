import { describe, expect, it } from 'vitest';
import { compactPartNumber, partQueryFrom, searchParts, type SearchablePart } from './part-search.ts';

const part = (p: Partial<SearchablePart> & Pick<SearchablePart, 'part_number'>): SearchablePart => ({
  description: 'Part',
  make: 'Toyota',
  models: [],
  category: 'Accessories',
  ...p,
});

const CATALOGUE = [
  part({
    part_number: '90915-YZZD1',
    description: 'Oil Filter',
    models: ['HiLux', 'LandCruiser 300'],
    category: 'Filters',
  }),
  part({ part_number: '04465-0K390', description: 'Front Brake Pad Set', models: ['HiLux'], category: 'Brakes' }),
  part({ part_number: 'PZQ20-42040', description: 'Rubber Floor Mats', models: ['RAV4'], category: 'Interior' }),
  part({ part_number: '85222-YZZ11', description: 'Wiper Blade 650 mm', category: 'Wipers' }),
  part({ part_number: 'F1-2210', description: 'Oil Filter', make: 'Ford', models: ['Ranger'], category: 'Filters' }),
];
const numbers = (q: string, make = '', model = '') =>
  searchParts(CATALOGUE, { q, make, model }).map((p) => p.part_number);

describe('part search: part numbers ignore spaces, dashes and case', () => {
  it('compacts a part number to its letters and digits', () => {
    expect(compactPartNumber(' 90915-yzzd 1 ')).toBe('90915yzzd1');
  });
  it('finds a part by its number written with dashes, spaces or none', () => {
    expect(numbers('90915-YZZD1')).toEqual(['90915-YZZD1']);
    expect(numbers('90915 yzzd1')).toEqual(['90915-YZZD1']);
    expect(numbers('90915yzzd1')).toEqual(['90915-YZZD1']);
    expect(numbers('0446-50k')).toEqual(['04465-0K390']);
  });
  it('finds a part by the start of its number', () => {
    expect(numbers('PZQ20')).toEqual(['PZQ20-42040']);
  });
});

describe('part search: every word must occur in the number, description, make, a model or the category', () => {
  it('matches words across fields, in any order and case', () => {
    expect(numbers('oil filter')).toEqual(['90915-YZZD1', 'F1-2210']);
    expect(numbers('filter ranger')).toEqual(['F1-2210']);
    expect(numbers('HILUX brake')).toEqual(['04465-0K390']);
    expect(numbers('hi-lux pad')).toEqual(['04465-0K390']);
    expect(numbers('interior')).toEqual(['PZQ20-42040']);
  });
  it('finds nothing when one word matches nothing', () => {
    expect(numbers('oil towbar')).toEqual([]);
    expect(numbers('roof rack')).toEqual([]);
  });
  it('an empty or punctuation-only text matches everything', () => {
    expect(numbers('')).toHaveLength(CATALOGUE.length);
    expect(numbers(' - ')).toHaveLength(CATALOGUE.length);
  });
});

describe('part search: make and model filters', () => {
  it('keeps the parts of the make, case ignored', () => {
    expect(numbers('', 'ford')).toEqual(['F1-2210']);
    expect(numbers('oil filter', 'Toyota')).toEqual(['90915-YZZD1']);
  });
  it('keeps the parts that fit the model, and the parts that fit every model of the make', () => {
    expect(numbers('', 'Toyota', 'HiLux')).toEqual(['90915-YZZD1', '04465-0K390', '85222-YZZ11']);
    expect(numbers('', 'Toyota', 'rav4')).toEqual(['PZQ20-42040', '85222-YZZ11']);
    expect(numbers('wiper', 'Ford', 'Ranger')).toEqual([]);
  });
});

describe('part search: the query a URL asks for', () => {
  it('reads q, make and model, trimmed, missing ones empty', () => {
    expect(partQueryFrom(new URLSearchParams('q=+oil+filter+&make=Toyota'))).toEqual({
      q: 'oil filter',
      make: 'Toyota',
      model: '',
    });
  });
});
