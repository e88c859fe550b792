import type { Part } from '../../../config/parts-schema.ts';

/** What the shopper searched for: free text (`q`) and the make and model filters; empty means any. */
export interface PartQuery {
  q: string;
  make: string;
  model: string;
}

/** The fields of a part the search reads. */
export type SearchablePart = Pick<Part, 'part_number' | 'description' | 'make' | 'models' | 'category'>;

/** A part number as compared: letters and digits only, lower case ('90915-YZZD1' → '90915yzzd1'). */
export function compactPartNumber(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** Fits the make and model filters: a part with no models fits every model of its make. */
function fits(part: SearchablePart, query: PartQuery): boolean {
  if (query.make && !same(part.make, query.make)) return false;
  if (!query.model) return true;
  return part.models.length === 0 || part.models.some((model) => same(model, query.model));
}

/**
 * The search rule of /parts/search: the text matches when its letters and digits occur in the part number
 * (spaces, dashes and case ignored, so '90915 yzzd1' finds '90915-YZZD1'), or when every word of it occurs
 * in the part number, description, make, a model it fits or its category (each compared the same way, so
 * 'hi-lux' finds 'HiLux'); the make and model filters apply on top.
 */
export function matchesPart(part: SearchablePart, query: PartQuery): boolean {
  if (!fits(part, query)) return false;
  const number = compactPartNumber(part.part_number);
  const whole = compactPartNumber(query.q);
  if (whole === '' || number.includes(whole)) return true;
  const fields = [number, ...[part.description, part.make, part.category, ...part.models].map(compactPartNumber)];
  const tokens = query.q
    .split(/\s+/)
    .map(compactPartNumber)
    .filter((token) => token !== '');
  return tokens.every((token) => fields.some((field) => field.includes(token)));
}

/** The parts of the catalogue that match, in catalogue order. */
export function searchParts<P extends SearchablePart>(parts: readonly P[], query: PartQuery): P[] {
  return parts.filter((part) => matchesPart(part, query));
}

/** The query a URL's `?q=&make=&model=` asks for (missing parameters are empty). */
export function partQueryFrom(params: URLSearchParams): PartQuery {
  const read = (name: string) => (params.get(name) ?? '').trim();
  return { q: read('q'), make: read('make'), model: read('model') };
}
