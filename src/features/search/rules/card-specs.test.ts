import { describe, expect, it } from 'vitest';
import { cardDataOf } from './card-data.ts';
import { cardSettingsOf } from './card-settings.ts';

const settings = cardSettingsOf(
  {
    tags: true,
    fuelTags: true,
    justArrivedDays: 8,
    financeButton: true,
    reserveButton: true,
    lowerCaseFindSimilar: false,
  } as never,
  0,
);
const hit = { objectID: '1', slug: 'x', name: '2022 Jayco Journey', simple_fuel: 'Petrol', km: 0 };

describe('card specs per vehicle kind', () => {
  it('a car shows its fuel', () => {
    expect(cardDataOf({ ...hit, item_type: 'car' }, settings).specs).toContainEqual({ label: 'Fuel', value: 'Petrol' });
  });
  it('a caravan shows no fuel', () => {
    expect(cardDataOf({ ...hit, item_type: 'caravan' }, settings).specs.map((spec) => spec.label)).not.toContain(
      'Fuel',
    );
  });
});
