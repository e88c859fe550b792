import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

/** Where the stock comes from. */
export const StockSourceSchema = v.variant('type', [
  doc(
    'Seeded demo stock: the same seed always gives the same cars. Example: { "type": "generated", "seed": 7, "count": 400, "profile": "multi-brand" }.',
    strictObject({
      type: doc("'generated': seeded demo stock.", v.literal('generated')),
      seed: doc(
        'Seed of the generator; the same seed gives the same cars. Example: 7.',
        v.pipe(v.number(), v.integer()),
      ),
      count: doc(
        'Number of cars, 1 to 200000. Example: 400.',
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200_000)),
      ),
      profile: doc(
        "Kind of dealer the cars suit: 'multi-brand', 'franchise' or 'specialist'.",
        v.picklist(['multi-brand', 'franchise', 'specialist']),
      ),
    }),
  ),
  doc(
    'A JSON file of car records inside the tenant folder. Example: { "type": "file", "path": "stock.json" }.',
    strictObject({
      type: doc("'file': a JSON file of car records.", v.literal('file')),
      path: doc('Path of the file, relative to the tenant folder. Example: "stock.json".', v.string()),
    }),
  ),
  doc(
    'An HTTP feed returning a JSON array of car records. Example: { "type": "http", "url": "https://feed.example/cars.json" }.',
    strictObject({
      type: doc("'http': a feed of car records.", v.literal('http')),
      url: doc('Address of the feed. Example: "https://feed.example/cars.json".', v.pipe(v.string(), v.url())),
    }),
  ),
]);
