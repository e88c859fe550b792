import { describe, expect, it } from 'vitest';
import { hoistIslandStyles } from './hoist-island-styles.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyles', () => {
  it('moves the island rule from in front of the first island to the end of <head>', () => {
    const html = `<html><head><title>x</title></head><body><p>Hi</p>${STYLE}<script>1</script><astro-island></astro-island></body></html>`;
    expect(hoistIslandStyles(html)).toBe(
      `<html><head><title>x</title>${STYLE}</head><body><p>Hi</p><script>1</script><astro-island></astro-island></body></html>`,
    );
  });
  it('leaves pages without islands, or with the rule already in <head>, as they are', () => {
    const plain = '<html><head><title>x</title></head><body><p>Hi</p></body></html>';
    expect(hoistIslandStyles(plain)).toBe(plain);
    const hoisted = `<html><head>${STYLE}</head><body></body></html>`;
    expect(hoistIslandStyles(hoisted)).toBe(hoisted);
  });
});
