import type { ItemType } from '../../rules/car-schema.ts';
import type { Random } from './prng.ts';
import { formatNumber } from '../../../../shared/numbers.ts';

/** What the comment writer knows about the car. */
export interface CommentFacts {
  name: string;
  carType: string;
  /** Caravans have no odometer: their comments never mention kilometres. */
  itemType: ItemType;
  km: number;
  locationName: string;
  highlights: readonly string[];
}

const OPENERS = [
  'Just arrived and ready to go!',
  'Looking for something reliable? Look no further.',
  'One careful owner and a full service history.',
  'Priced to sell and sure to impress.',
  'Finished in a stunning colour with a tidy interior.',
];

const CLOSERS = [
  'Finance available on approval. Trade-ins welcome.',
  'Call now to book a test drive before it is gone.',
  'Ask about our 48-hour money back guarantee.',
  'Reserve it online today with a fully refundable $200 deposit.',
];

const km = (value: number): string => formatNumber(value);

/** The sentence on the odometer, with its trailing space: none for a used caravan. */
function odometerLine(facts: CommentFacts): string {
  if (facts.carType === 'new')
    return facts.itemType === 'caravan' ? 'Brand new from the factory. ' : 'Brand new with delivery kilometres only. ';
  return facts.itemType === 'caravan' ? '' : `Showing ${km(facts.km)} km on the odometer. `;
}

/**
 * Dealer comments as the dealer would type them: about one in ten is empty, about a third are a
 * sentence or two of plain text, the rest are simple HTML (<p>, <ul><li>, <strong>), most of
 * those longer than 400 characters.
 */
export function writeComments(random: Random, facts: CommentFacts): string {
  const roll = random.next();
  if (roll < 0.1) return '';
  const opener = random.pick(OPENERS);
  const closer = random.pick(CLOSERS);
  if (roll < 0.4) return `${opener} This ${facts.name} is available now at ${facts.locationName}. ${closer}`;
  const items = facts.highlights
    .slice(0, random.int(3, 6))
    .map((line) => `<li>${line}</li>`)
    .join('');
  return [
    `<p><strong>${opener}</strong></p>`,
    `<p>This ${facts.name} is on display at ${facts.locationName}. ${odometerLine(facts)}It has been inspected by our qualified technicians and comes detailed inside and out.</p>`,
    items ? `<p>Highlights include:</p><ul>${items}</ul>` : '',
    `<p>${closer} We deliver Australia wide and can arrange transport to your door.</p>`,
  ].join('');
}
