// The server side of the React islands (src/config/react-islands.ts): each island rendered by React's renderToString,
// in one synchronous pass, under an id prefix of its own that the browser's hydration is handed back (the island's
// `prefix` attribute), so useId gives the same ids on both sides.
import { type ComponentType, createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { latin1Html } from '../shared/latin1-html.ts';

type Props = Record<string, unknown>;
/** What Astro hands a renderer: its render's result object is `this.result`. */
interface RendererThis {
  result?: object;
}
interface Metadata {
  hydrate?: string;
  astroStaticSlot?: boolean;
}

/** Islands rendered per Astro render (one page): r0, r1, … as their id prefixes. */
const islandCounts = new WeakMap<object, number>();

function nextPrefix(result: object | undefined): string | undefined {
  if (!result) return undefined;
  const index = islandCounts.get(result) ?? 0;
  islandCounts.set(result, index + 1);
  return `r${index}`;
}

/**
 * Astro-rendered children or a named slot, as the element Astro's browser side hydrates around (`astro-slot`), or
 * leaves alone when the island never hydrates (`astro-static-slot`).
 */
function slotElement(html: unknown, hydrate: boolean, name?: string): ReactNode {
  const value = html == null ? '' : String(html);
  if (value.trim() === '') return null;
  return createElement(hydrate ? 'astro-slot' : 'astro-static-slot', {
    name,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: value },
  });
}

/** A slot's name as a prop: `my-slot` → `mySlot`. */
const propName = (slot: string) => slot.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Resource hints React hoists from an island: Astro's page has its own head, so they are dropped as Astro's own renderer does. */
const HOISTED_LINKS = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

/** Every framework component of this site is React's (the islands are .tsx files): no trial render to find out. */
function check(component: unknown): boolean {
  return typeof component === 'function' || (typeof component === 'object' && component !== null);
}

function renderToStaticMarkup(
  this: RendererThis | undefined,
  component: ComponentType<never>,
  props: Props,
  { default: children, ...slotted }: Record<string, unknown>,
  metadata?: Metadata,
): { html: string; attrs: Record<string, string | undefined> } {
  const hydrate = metadata?.astroStaticSlot ? Boolean(metadata.hydrate) : true;
  const prefix = nextPrefix(this?.result);
  const { class: _dropped, ...own } = props;
  const slots = Object.fromEntries(
    Object.entries(slotted).map(([name, html]) => [propName(name), slotElement(html, hydrate, name)]),
  );
  const content = children ?? props.children;
  const vnode = createElement(component as ComponentType<Props>, {
    ...own,
    ...slots,
    ...(content == null ? {} : { children: slotElement(content, hydrate) }),
  });
  const html = renderToString(vnode, prefix === undefined ? {} : { identifierPrefix: prefix });
  // Latin-1 like the rest of the page (src/shared/latin1-html.ts); the browser reads the same text, so hydration matches.
  return { html: latin1Html(html.replace(HOISTED_LINKS, '')), attrs: { prefix } };
}

export default { name: '@astrojs/react', check, renderToStaticMarkup, supportsAstroStaticSlot: true };
