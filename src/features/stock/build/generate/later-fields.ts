import type { Car } from '../../rules/car-schema.ts';
import { MAIN_WIDTH, interiorFile, mediaUrl, type InteriorTone } from './media-names.ts';
import type { Random } from './prng.ts';

/** The demo history report (a local sample PDF under public/, no network) that cars with a report link to. */
export const SAMPLE_HISTORY_REPORT = '/history-reports/sample-history-report.pdf';

/** The drawn interior view matching a trim name: light for beige, tan and brown, else dark. */
export function interiorTone(interiorColour: string): InteriorTone {
  return /beige|tan|brown/i.test(interiorColour) ? 'light' : 'dark';
}

/**
 * Fields added after the first generated stock, drawn from the car's second stream (`extras`) so they never
 * shift a value drawn from its first: every other field of every car stays as it was. Each draw happens
 * whatever the car is, so one field's rule never moves another's. Used and demo cars with a VIN: about half
 * get a history report (`file`). Spin cars with an interior trim get an interior view when they have hotspots
 * (their interior hotspot needs a view to belong to), and about half of the others too.
 */
export function addLaterFields(car: Car, extras: Random): void {
  const history = extras.chance(0.5);
  const interior = extras.chance(0.5);
  if (car.car_type !== 'new' && car.vin !== undefined && history) car.file = SAMPLE_HISTORY_REPORT;
  if (car.spin_images.length > 0 && car.interior_colour !== undefined && (car.hotspots !== undefined || interior)) {
    car.spin_interior_image = mediaUrl(interiorFile(interiorTone(car.interior_colour), MAIN_WIDTH));
  }
}
