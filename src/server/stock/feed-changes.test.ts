import { describe, expect, it } from 'vitest';
import { feedChanges, liveState } from './feed-changes.ts';

const built = new Map([
  [1, { id: 1, status: 'in_stock', price: 20000 }],
  [2, { id: 2, status: 'in_stock', price: 30000 }],
  [3, { id: 3, status: 'coming_soon', price: 40000, reserved: false }],
  [4, { id: 4, status: 'in_stock', price: 50000 }],
]);

describe('feed changes since the build', () => {
  it('records new statuses and prices of built cars only, and nothing for unchanged ones', () => {
    const feed = [
      { id: 1, status: 'sold', price: 20000 },
      { id: 2, status: 'in_stock', price: 28990 },
      { id: 3, status: 'coming_soon', price: 40000, reserved: true },
      { id: 4, status: 'in_stock', price: 50000 },
      { id: 9, status: 'in_stock', price: 1 },
    ];
    expect(Object.fromEntries(feedChanges(feed, (id) => built.get(id)))).toEqual({
      1: { status: 'sold' },
      2: { price: 28990 },
      3: { status: 'reserved' },
    });
  });
});

describe('live state', () => {
  it("lays the site's holds over the feed changes: available cars show reserved, sold ones stay sold", () => {
    const changes = new Map([
      [1, { status: 'sold' }],
      [2, { price: 28990 }],
      [5, { status: 'in_stock' }],
    ]);
    expect(liveState(changes, [1, 2, 4, 5])).toEqual({
      1: { status: 'sold' },
      2: { status: 'reserved', price: 28990 },
      4: { status: 'reserved' },
      5: { status: 'reserved' },
    });
    expect(liveState(new Map(), [])).toEqual({});
  });
});
