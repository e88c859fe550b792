import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { hasKeptPrerender, keepPrerender, markKept } from './kept-prerender.ts';
import { ROOT } from './paths.ts';

// The keeping around Astro's own prerenderer, with a stand-in for the bundle Astro writes and for its prerenderer
// (which imports the bundle and hands its app the build's internals). Rendering from the kept bundle is
// incremental-build.test.ts's (a promo change against a full build, byte for byte).
const work = join(ROOT, '.cache', 'test-kept-prerender');
const outDir = join(work, 'out');
const bundle = join(outDir, '.prerender');
const keepDir = join(work, 'kept');
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Hooks = Required<AstroIntegration['hooks']>;

const internals = {
  pagesByKeys: new Map([['/offers/[id]&src/pages/offers/[id].astro', { styles: [{ sheet: 'inline css' }] }]]),
  entrySpecifierToBundleMap: new Map([['astro:scripts/page.js', '_astro/page.js']]),
};

/** Runs the integration's hooks around a stand-in of Astro's prerenderer whose setup runs `astroSetup`. */
async function buildWith(keeper: ReturnType<typeof keepPrerender>, astroSetup: () => Promise<void>) {
  const hooks = keeper.integration.hooks as Hooks;
  await hooks['astro:config:done']({ config: { outDir: pathToFileURL(`${outDir}/`) } } as never);
  let wrap: ((astros: AstroPrerenderer) => AstroPrerenderer) | undefined;
  await hooks['astro:build:start']({ setPrerenderer: (p: typeof wrap) => (wrap = p) } as never);
  const astros = { name: 'astro:default', setup: astroSetup } as unknown as AstroPrerenderer;
  await wrap?.(astros).setup?.();
}

/** The bundle Astro writes: an entry exporting the app its prerenderer hands the internals to. */
function writeBundle(): string {
  rmSync(bundle, { recursive: true, force: true });
  mkdirSync(join(bundle, 'chunks'), { recursive: true });
  writeFileSync(join(bundle, 'chunks', 'page.mjs'), 'export const page = 1;\n');
  const entry = join(bundle, 'prerender-entry.abc123.mjs');
  writeFileSync(
    entry,
    [
      "import './chunks/page.mjs';",
      'export const app = {',
      '  handed: undefined,',
      '  setInternals(value) { this.handed = value; },',
      "  getSettings() { return { scripts: [{ stage: 'head-inline', content: 'x' }] }; },",
      '};',
      '',
    ].join('\n'),
  );
  return pathToFileURL(entry).href;
}

beforeEach(() => rmSync(work, { recursive: true, force: true }));

describe("keeping Astro's prerender bundle to render the pages from", () => {
  it('keeps the bundle and what Astro handed its app, vouched for once the build succeeded', async () => {
    const entry = writeBundle();
    const keeper = keepPrerender(keepDir);
    let handed: unknown;
    await buildWith(keeper, async () => {
      const { app } = await import(entry);
      app.setInternals(internals);
      handed = app.handed;
    });
    // Astro's own app still got its internals.
    expect(handed).toBe(internals);
    expect(existsSync(join(keepDir, 'bundle', 'chunks', 'page.mjs'))).toBe(true);
    expect(JSON.parse(readFileSync(join(keepDir, 'build.json'), 'utf8'))).toEqual({
      pageStyles: [['/offers/[id]&src/pages/offers/[id].astro', [{ sheet: 'inline css' }]]],
      bundleMap: [['astro:scripts/page.js', '_astro/page.js']],
      scripts: [{ stage: 'head-inline', content: 'x' }],
    });
    expect(hasKeptPrerender(keepDir, 'code v1')).toBe(false);
    markKept(keepDir, 'code v1');
    expect(hasKeptPrerender(keepDir, 'code v1')).toBe(true);
    expect(hasKeptPrerender(keepDir, 'code v2')).toBe(false);
  });

  it('a new build forgets the kept bundle before it starts, so a failed one never vouches for an old one', async () => {
    writeBundle();
    mkdirSync(keepDir, { recursive: true });
    writeFileSync(join(keepDir, 'inputs'), 'code v1');
    const keeper = keepPrerender(keepDir);
    await (keeper.integration.hooks as Hooks)['astro:config:done']({
      config: { outDir: pathToFileURL(`${outDir}/`) },
    } as never);
    expect(hasKeptPrerender(keepDir, 'code v1')).toBe(false);
  });

  it('hands Astro no path to render: the pages are rendered from the kept bundle', async () => {
    writeBundle();
    const hooks = keepPrerender(keepDir).integration.hooks as Hooks;
    let wrap: ((astros: AstroPrerenderer) => AstroPrerenderer) | undefined;
    await hooks['astro:build:start']({ setPrerenderer: (p: typeof wrap) => (wrap = p) } as never);
    const astros = {
      name: 'astro:default',
      getStaticPaths: async () => [{ pathname: '/' }],
    } as unknown as AstroPrerenderer;
    expect(await wrap?.(astros).getStaticPaths()).toEqual([]);
  });

  it("fails the build, saying why, when Astro's prerenderer hands its app nothing to keep", async () => {
    const keeper = keepPrerender(keepDir);
    await expect(buildWith(keeper, async () => undefined)).rejects.toThrow(
      "Astro's prerenderer handed its app no build internals: the bundle cannot be kept",
    );
    markKept(keepDir, 'code v1');
    expect(hasKeptPrerender(keepDir, 'code v1')).toBe(false);
  });
});
