import { describe, expect, it } from 'vitest';
import { collapseSoldRuns } from './collapse-sold.ts';

const list = (statuses: string) => statuses.split('').map((s, id) => ({ id, status: s === 'S' ? 'sold' : 'in_stock' }));
const ids = (cars: { id: number }[]) => cars.map((car) => car.id);

describe('consecutive sold cars collapse', () => {
  it('keeps only the first of each sold run', () => {
    expect(ids(collapseSoldRuns(list('ASSSASAS')))).toEqual([0, 1, 4, 5, 6, 7]);
    expect(ids(collapseSoldRuns(list('SSA')))).toEqual([0, 2]);
  });
  it('shows all when every car is sold, and handles an empty list', () => {
    expect(ids(collapseSoldRuns(list('SSS')))).toEqual([0, 1, 2]);
    expect(collapseSoldRuns([])).toEqual([]);
  });
});
