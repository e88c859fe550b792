import { describe, expect, it } from 'vitest';
import { parseLiveState } from './live-state-schema.ts';

describe('parseLiveState', () => {
  it('keeps each well-formed change by car id', () => {
    expect(
      parseLiveState({ '7': { status: 'reserved' }, '9': { price: 31_990 }, '11': { status: 'sold', price: 1 } }),
    ).toEqual({ '7': { status: 'reserved' }, '9': { price: 31_990 }, '11': { status: 'sold', price: 1 } });
  });

  it('leaves out entries that are not a change, keeping the rest', () => {
    expect(parseLiveState({ '1': { price: '9' }, '2': null, '3': { price: -5 }, '4': { status: 'sold' } })).toEqual({
      '4': { status: 'sold' },
    });
  });

  it('reads anything but an object as no changes', () => {
    expect(parseLiveState(null)).toEqual({});
    expect(parseLiveState([{ status: 'sold' }])).toEqual({});
    expect(parseLiveState('{"1":{}}')).toEqual({});
  });
});
