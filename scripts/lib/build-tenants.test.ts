import { describe, expect, it } from 'vitest';
import { renderThreadsFor } from './build-tenants.ts';

describe('render threads of a tenant build', () => {
  it('gives none while other tenants wait to start, so tenants side by side fill the cores one thread each', () => {
    expect(renderThreadsFor(3, 2)).toBe(0);
    expect(renderThreadsFor(1, 8)).toBe(0);
  });

  it('gives the last tenant to start every other core', () => {
    expect(renderThreadsFor(0, 2)).toBe(1);
    expect(renderThreadsFor(0, 8)).toBe(7);
    expect(renderThreadsFor(0, 1)).toBe(0);
  });
});
