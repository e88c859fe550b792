import { describe, expect, it } from 'vitest';
import { buildOrder, buildStatus, phaseOf, renderedOf } from './build-phase.ts';

const tenant = (slug: string, stock: { type: 'generated'; count: number } | { type: 'http' }) =>
  ({ slug, site: { stock } }) as unknown as Parameters<typeof buildOrder>[0][number] & { slug: string };

describe('build order (issue 16: the first tenant answers soonest)', () => {
  it('builds the smallest generated stock first and feeds of unknown size last, keeping ties in order', () => {
    const order = buildOrder([
      tenant('harbourside', { type: 'generated', count: 1600 }),
      tenant('feed', { type: 'http' }),
      tenant('coastal-toyota', { type: 'generated', count: 400 }),
      tenant('outback-rv', { type: 'generated', count: 300 }),
      tenant('feed-2', { type: 'http' }),
    ]);
    expect(order.map((t) => t.slug)).toEqual(['outback-rv', 'coastal-toyota', 'harbourside', 'feed', 'feed-2']);
  });
});

describe('build progress lines', () => {
  it('says bundling until Astro writes pages, then the pages written so far', () => {
    expect(buildStatus('outback-rv', undefined, 0, 7.4)).toBe('… outback-rv: bundling, 7 s');
    expect(buildStatus('outback-rv', undefined, 212, 31.2)).toBe('… outback-rv: 212 pages written, 31 s');
  });
  it('names each later step with the page count', () => {
    expect(buildStatus('outback-rv', 'checks', 757, 40)).toBe('… outback-rv: checking 757 pages, 40 s');
    expect(buildStatus('outback-rv', 'functions', 757, 50)).toBe(
      '… outback-rv: writing the functions for 757 pages, 50 s',
    );
  });
  it('reads the step the build child announces and nothing else', () => {
    expect(phaseOf('{"phase":"checks"}')).toBe('checks');
    expect(phaseOf('{"phase":"functions"}\r')).toBe('functions');
    expect(phaseOf('{"phase":"precompressing"}')).toBeUndefined();
    expect(phaseOf('{"phase":"lunch"}')).toBeUndefined();
    expect(phaseOf('{"slug":"outback-rv","pages":757}')).toBeUndefined();
    expect(phaseOf('[warn] something')).toBeUndefined();
    expect(phaseOf('{"rendered":212}')).toBeUndefined();
  });
  it('reads how many files the build child has rendered', () => {
    expect(renderedOf('{"rendered":212}')).toBe(212);
    expect(renderedOf('{"rendered":212}\r')).toBe(212);
    expect(renderedOf('{"phase":"checks"}')).toBeUndefined();
    expect(renderedOf('{"rendered":"many"}')).toBeUndefined();
  });
});
