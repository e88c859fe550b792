import { describe, expect, it } from 'vitest';
import { cardTag, type CardTagCar, type CardTagSettings } from './card-tag.ts';

const now = Date.parse('2026-11-20T00:00:00+10:00');
const settings: CardTagSettings = { tags: true, fuelTags: true, justArrivedDays: 8, now };
const plain: CardTagCar = {
  status: 'in_stock',
  simple_fuel: 'Petrol',
  reserved: false,
  certified: false,
  make: 'Toyota',
  car_type: 'used',
  created_at: '2026-01-01T00:00:00+10:00',
};

describe('card tag (spec/shopper §4, first match wins)', () => {
  it('electric or hybrid fuel shows the fuel', () => {
    expect(cardTag({ ...plain, simple_fuel: 'Hybrid', reserved: true }, settings)).toEqual({
      kind: 'text',
      text: 'Hybrid',
    });
    expect(cardTag({ ...plain, simple_fuel: 'Electric' }, settings)).toEqual({ kind: 'text', text: 'Electric' });
  });
  it('fuel tag only where enabled', () => {
    expect(cardTag({ ...plain, simple_fuel: 'Hybrid' }, { ...settings, fuelTags: false })).toBeNull();
  });
  it("reserved shows 'Reserved'", () => {
    expect(cardTag({ ...plain, reserved: true, certified: true }, settings)).toEqual({
      kind: 'text',
      text: 'Reserved',
    });
  });
  it('certified used Toyota shows the certified badge', () => {
    expect(cardTag({ ...plain, certified: true, tag: 'Hot deal' }, settings)).toEqual({ kind: 'certified' });
  });
  it('certified badge is only for used Toyotas', () => {
    expect(cardTag({ ...plain, certified: true, car_type: 'demo' }, settings)).toBeNull();
    expect(cardTag({ ...plain, certified: true, make: 'Mazda' }, settings)).toBeNull();
  });
  it('custom tag', () => {
    expect(cardTag({ ...plain, tag: 'Hot deal', status: 'coming_soon' }, settings)).toEqual({
      kind: 'text',
      text: 'Hot deal',
    });
  });
  it("coming_soon shows 'COMING SOON'", () => {
    expect(cardTag({ ...plain, status: 'coming_soon', created_at: '2026-11-19T00:00:00+10:00' }, settings)).toEqual({
      kind: 'text',
      text: 'COMING SOON',
    });
  });
  it("listed within 8 days shows 'New'", () => {
    expect(cardTag({ ...plain, created_at: '2026-11-12T00:00:01+10:00' }, settings)).toEqual({
      kind: 'text',
      text: 'New',
    });
  });
  it('listed 8 days ago or more shows none', () => {
    expect(cardTag({ ...plain, created_at: '2026-11-12T00:00:00+10:00' }, settings)).toBeNull();
  });
  it('honours a configured window', () => {
    expect(
      cardTag({ ...plain, created_at: '2026-11-12T00:00:00+10:00' }, { ...settings, justArrivedDays: 14 }),
    ).toEqual({ kind: 'text', text: 'New' });
  });
  it("sold cars get 'JUST SOLD' ahead of everything", () => {
    expect(
      cardTag({ ...plain, status: 'sold', simple_fuel: 'Hybrid', created_at: '2026-11-19T00:00:00+10:00' }, settings),
    ).toEqual({
      kind: 'text',
      text: 'JUST SOLD',
    });
  });
  it('no tags at all when the site turns tags off', () => {
    expect(cardTag({ ...plain, reserved: true }, { ...settings, tags: false })).toBeNull();
  });
});
