import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = import.meta.dirname;
const IMPORT = /(?:import|from)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every feature folder another feature's source files import from, as 'from -> to' pairs (tests left out). */
function featureImports(): Set<string> {
  const pairs = new Set<string>();
  for (const file of readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ts|tsx|astro)$/.test(file) || file.includes('.test.')) continue;
    const from = file.split(/[/\\]/)[0];
    for (const [, spec] of readFileSync(join(FEATURES, file), 'utf8').matchAll(IMPORT)) {
      const target = relative(FEATURES, normalize(join(FEATURES, dirname(file), spec ?? '')));
      const to = target.startsWith('..') ? undefined : target.split(/[/\\]/)[0];
      if (to && to !== from) pairs.add(`${from} -> ${to}`);
    }
  }
  return pairs;
}

describe('feature folders import one way (issue 16: no import cycles)', () => {
  const pairs = featureImports();
  it('vehicle uses search (similar cars, card views); search never imports vehicle', () => {
    expect(pairs).toContain('vehicle -> search');
    expect(pairs).not.toContain('search -> vehicle');
  });
  it('vehicle uses finance (the calculator); finance never imports vehicle', () => {
    expect(pairs).toContain('vehicle -> finance');
    expect(pairs).not.toContain('finance -> vehicle');
  });
});
