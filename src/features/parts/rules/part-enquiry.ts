import type { Part } from '../../../config/parts-schema.ts';

/** The parts order form, where a catalogue part's 'Enquire' leads. */
export const PARTS_ORDER_PATH = '/vehicle-parts-and-accessories';

/** The part a link to the parts order form carries (`?part_number=&part_description=&vehicle_make=&vehicle_model=`). */
export interface LinkedPart {
  part_number: string;
  description: string;
  make: string;
  /** The model the part fits when it fits one; else empty (the shopper writes theirs). */
  model: string;
}

/** 'Enquire' on a catalogue part: the parts order form with the part in its query. */
export function partEnquiryHref(part: Pick<Part, 'part_number' | 'description' | 'make' | 'models'>): string {
  const params = new URLSearchParams({
    part_number: part.part_number,
    part_description: part.description,
    vehicle_make: part.make,
  });
  if (part.models.length === 1 && part.models[0]) params.set('vehicle_model', part.models[0]);
  return `${PARTS_ORDER_PATH}?${params}`;
}

// The lead schema's lengths (schemas/lead.ts): a longer value from a hand-made link is cut, never refused.
const clip = (params: URLSearchParams, name: string, max: number) => (params.get(name) ?? '').trim().slice(0, max);

/** The part a parts order link carries, or undefined when it names no part number. */
export function linkedPart(params: URLSearchParams): LinkedPart | undefined {
  const part_number = clip(params, 'part_number', 60);
  if (!part_number) return undefined;
  return {
    part_number,
    description: clip(params, 'part_description', 200),
    make: clip(params, 'vehicle_make', 60),
    model: clip(params, 'vehicle_model', 60),
  };
}

/**
 * The parts order fields a linked part fills in: the vehicle's make and model, the part number (the
 * combined 'Rego, VIN, or Part#' field on sites with that variant) and the order detail naming the part,
 * so the part number and description reach the lead and its ADF comments.
 */
export function partOrderValues(part: LinkedPart, variant: 'split' | 'combined'): Record<string, string> {
  const values: Record<string, string> = {
    order_detail: [`Part# ${part.part_number}`, part.description].filter(Boolean).join(': '),
  };
  if (variant === 'combined') values['rego_vin_part'] = `Part# ${part.part_number}`;
  else values['part_number'] = part.part_number;
  if (part.make) values['vehicle_make'] = part.make;
  if (part.model) values['vehicle_model'] = part.model;
  return values;
}
