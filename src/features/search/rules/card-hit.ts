import type { Hit } from './engine/algolia-types.ts';

/** The hit fields a result card reads (engine hit plus card extras), all optional except the id. */
export interface CardHit {
  objectID: string;
  slug?: string;
  name?: string;
  make?: string;
  model?: string;
  year?: number;
  car_type?: 'new' | 'used' | 'demo';
  status?: 'in_stock' | 'coming_soon' | 'sold';
  price?: number;
  before_price?: number;
  weekly_price?: number;
  /** Comparison rate (% p.a.) that goes beside weekly_price. */
  comparison_rate?: number;
  /** 'drive_away' or 'excl_gov_charges' (ACL s48 price label). */
  price_type?: string;
  km?: number;
  simple_transmission?: string;
  trans?: string;
  simple_fuel?: string;
  fuel_detail?: string;
  simple_body?: string;
  /** car (default), motorcycle, truck or caravan. */
  item_type?: string;
  location_name?: string;
  city?: string;
  state?: string;
  location_id?: number;
  tag?: string;
  reserved?: boolean;
  certified?: boolean;
  preorder?: boolean;
  created_at?: string;
  primary_image_url?: string;
  thumb_url?: string;
  images_count?: number;
}

const STRING_FIELDS = [
  'slug',
  'name',
  'make',
  'model',
  'car_type',
  'status',
  'simple_transmission',
  'trans',
  'simple_fuel',
  'fuel_detail',
  'simple_body',
  'item_type',
  'location_name',
  'city',
  'state',
  'tag',
  'created_at',
  'primary_image_url',
  'thumb_url',
  'price_type',
] as const;
const NUMBER_FIELDS = [
  'year',
  'price',
  'before_price',
  'weekly_price',
  'comparison_rate',
  'km',
  'location_id',
  'images_count',
] as const;
const BOOLEAN_FIELDS = ['reserved', 'certified', 'preorder'] as const;

/** Reads an untyped search hit into a CardHit, keeping only well-typed fields. */
export function cardHitOf(hit: Hit): CardHit {
  const out: Record<string, unknown> = { objectID: hit.objectID };
  for (const field of STRING_FIELDS) if (typeof hit[field] === 'string') out[field] = hit[field];
  for (const field of NUMBER_FIELDS)
    if (typeof hit[field] === 'number' && Number.isFinite(hit[field])) out[field] = hit[field];
  for (const field of BOOLEAN_FIELDS) if (typeof hit[field] === 'boolean') out[field] = hit[field];
  return out as unknown as CardHit;
}
