import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PromosSchema } from '../../../config/promos-schema.ts';
import { isPromoLive } from './promo-placement.ts';

/** The spec's dated cards (spec/site, promotional cards), kept as a fixture: the demo tenants date theirs from the build. */
const SPEC_PROMOS = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'tests',
  'fixtures',
  'promos',
  'spec-dated-promos.json',
);
const { cards } = v.parse(PromosSchema, JSON.parse(readFileSync(SPEC_PROMOS, 'utf8')));
const card = (id: string) => {
  const found = cards.find((c) => c.id === id);
  if (!found) throw new Error(`the fixture has no card ${id}`);
  return found;
};

describe('promo and slide windows: start inclusive, expiry exclusive', () => {
  it('the two end-of-financial-year cards show until 2025-06-15 16:00 (+10:00), at positions 5 and 10, and not after', () => {
    for (const eofy of [card('eofy-new'), card('eofy-used')]) {
      expect(eofy.expiry).toBe('2025-06-15T16:00:00+10:00');
      expect(isPromoLive(eofy, Date.parse('2025-06-15T05:59:59Z'))).toBe(true);
      expect(isPromoLive(eofy, Date.parse('2025-06-15T06:00:00Z'))).toBe(false);
    }
    expect([card('eofy-new').position, card('eofy-used').position]).toEqual([[5], [10]]);
  });
  it('the stocktake sale runs 2025-07-01 to 2025-07-24 (+10:00) at position 1', () => {
    const sale = card('stocktake-sale');
    expect(sale.position).toEqual([1]);
    expect(isPromoLive(sale, Date.parse('2025-06-30T13:59:59Z'))).toBe(false);
    expect(isPromoLive(sale, Date.parse('2025-06-30T14:00:00Z'))).toBe(true);
    expect(isPromoLive(sale, Date.parse('2025-07-24T13:59:58Z'))).toBe(true);
    expect(isPromoLive(sale, Date.parse('2025-07-24T13:59:59Z'))).toBe(false);
  });
  it('an item without a window always shows', () => {
    expect(isPromoLive(card('we-want-your-car'), Date.now())).toBe(true);
  });
});
