import * as v from 'valibot';

/** Australian states and territories as they appear in addresses. */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];

/** Where a postcode is: its main state and one representative point (decimal degrees). */
export interface PostcodePoint {
  state: AuState;
  lat: number;
  lng: number;
}

/** A suburb whose state differs from its postcode's main state (17 border postcodes). */
export interface SuburbInOtherState {
  name: string;
  state: AuState;
}

/** A suburb name, e.g. 'Spring Hill', or a name with its own state for border postcodes. */
export type SuburbEntry = string | SuburbInOtherState;

/** A postcode with the suburbs it delivers to; the point is the centroid of those suburbs. */
export interface PostcodeArea extends PostcodePoint {
  suburbs: SuburbEntry[];
}

/** Postcode '4000' → where it is. Any table with points works for lookup and distance. */
export interface PostcodeTable<Area extends PostcodePoint = PostcodePoint> {
  postcodes: Record<string, Area>;
}

/** The full table (points and suburbs) built by scripts/build-postcodes.ts. */
export type PostcodeSuburbTable = PostcodeTable<PostcodeArea>;

const StateSchema = v.picklist(AU_STATES);
const PointEntries = {
  state: StateSchema,
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(0)),
  lng: v.pipe(v.number(), v.minValue(90), v.maxValue(180)),
};

export const PostcodePointTableSchema = v.object({
  postcodes: v.record(v.pipe(v.string(), v.regex(/^\d{4}$/)), v.object(PointEntries)),
});

export const PostcodeSuburbTableSchema = v.object({
  postcodes: v.record(
    v.pipe(v.string(), v.regex(/^\d{4}$/)),
    v.object({
      ...PointEntries,
      suburbs: v.array(v.union([v.string(), v.object({ name: v.string(), state: StateSchema })])),
    }),
  ),
});

/** Checks a generated table (imported JSON is typed loosely); throws a valibot error when malformed. */
export function parsePostcodeSuburbTable(json: unknown): PostcodeSuburbTable {
  return v.parse(PostcodeSuburbTableSchema, json);
}

/** Checks a points-only table (the browser one); throws a valibot error when malformed. */
export function parsePostcodePointTable(json: unknown): PostcodeTable {
  return v.parse(PostcodePointTableSchema, json);
}

/** The name of a suburb entry, e.g. 'Spring Hill'. */
export function suburbName(entry: SuburbEntry): string {
  return typeof entry === 'string' ? entry : entry.name;
}

/** The state of a suburb entry: its own, or its postcode's main state. */
export function suburbState(entry: SuburbEntry, area: PostcodePoint): AuState {
  return typeof entry === 'string' ? area.state : entry.state;
}
