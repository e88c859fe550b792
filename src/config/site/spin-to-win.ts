import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';
import { uniqueBy } from '../unique-by.ts';

const Timestamp = v.pipe(
  v.string(),
  v.isoTimestamp('Use an ISO date-time with offset, e.g. 2026-01-01T00:00:00+10:00'),
);

const Weight = v.pipe(
  v.number(),
  v.integer('A weight is a whole number'),
  v.minValue(1, 'A weight is a positive whole number (1 or more)'),
);

const Label = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'A label is required'),
  v.maxLength(60, 'At most 60 characters'),
);

/** One prize slice of the wheel. */
const PrizeSchema = strictObject({
  label: doc("What the shopper wins, as the slice shows it. Example: 'Free wheel alignment'.", Label),
  weight: doc(
    'Relative chance of this prize (a positive whole number): weight / sum of all weights. Example: 5.',
    Weight,
  ),
});

/** spec: /spin-to-win, a prize wheel campaign (gated on some sites by gates.spinToWin). */
export const SpinCampaignSchema = v.pipe(
  strictObject({
    id: doc(
      "Campaign id, stable for the campaign's life: one spin per signed-in shopper per id. Example: 'summer-service-2026'.",
      v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Use lower-case letters, digits and hyphens')),
    ),
    title: doc("The campaign's name on the page and in the dealer's lead. Example: 'Summer Service Spin'.", Label),
    terms: doc(
      'The terms and conditions shown under the wheel, one paragraph per line break.',
      v.pipe(v.string(), v.trim(), v.minLength(1, 'The terms are required')),
    ),
    start: doc('When spins open: an ISO date-time with offset. Example: 2026-01-01T00:00:00+10:00.', Timestamp),
    end: doc(
      'When spins close (after start): an ISO date-time with offset. Example: 2026-12-31T23:59:59+10:00.',
      Timestamp,
    ),
    prizes: doc(
      'The prize slices, at least one, labels unique. Example: [{ "label": "Free car wash", "weight": 10 }].',
      v.pipe(v.array(PrizeSchema), v.minLength(1, 'A campaign needs at least one prize'), uniqueBy('label', 'label')),
    ),
    noPrize: doc(
      'An optional slice that wins nothing. Example: { "label": "Better luck next time", "weight": 20 }. Default: none.',
      v.optional(
        strictObject({
          label: doc("The slice's text. Example: 'Better luck next time'.", Label),
          weight: doc('Its relative chance. Example: 20.', Weight),
        }),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['start'], ['end']],
      (c) => Date.parse(c.end) > Date.parse(c.start),
      'The end must be after the start',
    ),
    ['end'],
  ),
);

export type SpinCampaign = v.InferOutput<typeof SpinCampaignSchema>;
