import { createElement, type ReactNode, useId } from 'react';
import { describe, expect, it } from 'vitest';
import renderer from './react-island-server.ts';

function Labelled({ label, children, extra }: { label: string; children?: ReactNode; extra?: ReactNode }) {
  const id = useId();
  return createElement(
    'p',
    null,
    createElement('label', { htmlFor: id }, label),
    createElement('input', { id }),
    children,
    extra,
  );
}

/** An island that only hints a resource (React would hoist the link into the head). */
const Hinting = () => createElement('link', { rel: 'preload', href: '/a.jpg', as: 'image' });

describe('the React islands renderer', () => {
  it('claims function components without rendering them, and nothing else', () => {
    expect(renderer.check(Labelled)).toBe(true);
    expect(renderer.check('div')).toBe(false);
    expect(renderer.check(undefined)).toBe(false);
  });

  it('gives each island of a page an id prefix of its own, which its useId ids carry', () => {
    const result = {};
    const first = renderer.renderToStaticMarkup.call({ result }, Labelled, { label: 'Name' }, {});
    const second = renderer.renderToStaticMarkup.call({ result }, Labelled, { label: 'Phone' }, {});
    expect([first.attrs.prefix, second.attrs.prefix]).toEqual(['r0', 'r1']);
    const ids = [first, second].map(({ html }) => /<input id="([^"]+)"/.exec(html)?.[1]);
    expect(ids[0]).toMatch(/^_r0/);
    expect(ids[1]).toMatch(/^_r1/);
    expect(first.html).toContain(`<label for="${ids[0]}">Name</label>`);
    // Another page counts from r0 again.
    expect(renderer.renderToStaticMarkup.call({ result: {} }, Labelled, { label: 'x' }, {}).attrs.prefix).toBe('r0');
  });

  it('hands Astro-rendered children and named slots in as the elements Astro hydrates around', () => {
    const { html } = renderer.renderToStaticMarkup.call(
      { result: {} },
      Labelled,
      { label: 'Name', class: 'dropped' },
      { default: '<b>child</b>', extra: '<i>slot</i>' },
      { hydrate: 'visible', astroStaticSlot: true },
    );
    expect(html).toContain('<astro-slot><b>child</b></astro-slot>');
    expect(html).toContain('<astro-slot name="extra"><i>slot</i></astro-slot>');
    expect(html).not.toContain('dropped');
  });

  it('marks the children of an island that never hydrates as static, and leaves out empty ones', () => {
    const { html } = renderer.renderToStaticMarkup.call(
      { result: {} },
      Labelled,
      { label: 'Name' },
      { default: '<b>child</b>', extra: '  ' },
      { astroStaticSlot: true },
    );
    expect(html).toContain('<astro-static-slot><b>child</b></astro-static-slot>');
    expect(html).not.toContain('name="extra"');
  });

  it('drops the resource hints React would hoist from an island', () => {
    expect(renderer.renderToStaticMarkup.call({ result: {} }, Hinting, {}, {}).html).toBe('');
  });

  it('writes characters beyond Latin-1 as character references, which the browser reads as the same text', () => {
    const { html } = renderer.renderToStaticMarkup.call({ result: {} }, Labelled, { label: 'Saved ♥ … 🚗' }, {});
    expect(html).toContain('>Saved &#9829; &#8230; &#128663;</label>');
  });
});
