import { describe, expect, it } from 'vitest';
import { hoistIslandStyles } from './hoist-island-styles.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The function on the page's UTF-8 bytes, as text. */
const hoisted = (html: string) => hoistIslandStyles(Buffer.from(html)).toString();

describe('hoistIslandStyles', () => {
  it('moves the island rule from in front of the first island to the end of <head>', () => {
    const html = `<html><head><title>x — é</title></head><body><p>Hi ✓</p>${STYLE}<script>1</script><astro-island></astro-island></body></html>`;
    expect(hoisted(html)).toBe(
      `<html><head><title>x — é</title>${STYLE}</head><body><p>Hi ✓</p><script>1</script><astro-island></astro-island></body></html>`,
    );
  });
  it('leaves pages without islands, or with the rule already in <head>, as they are', () => {
    const plain = '<html><head><title>x</title></head><body><p>Hi</p></body></html>';
    expect(hoisted(plain)).toBe(plain);
    const inHead = `<html><head>${STYLE}</head><body></body></html>`;
    expect(hoisted(inHead)).toBe(inHead);
  });
});
