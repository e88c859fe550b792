import { join } from 'node:path';
import { build } from 'esbuild';

/** The harness page and worker bundled for the browser (ES modules, minified): file name to source. */
export async function bundleHarness(): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: { page: join(import.meta.dirname, 'page.ts'), worker: join(import.meta.dirname, 'worker.ts') },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    outdir: '/bundle',
  });
  return new Map(result.outputFiles.map((file) => [file.path.replace('/bundle/', ''), file.text]));
}

/** The harness HTML: the controls the page script fills in. */
export const HARNESS_HTML = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Search harness</title><script type="module" src="/page.js"></script></head>
<body><main><h1>Search harness</h1><p id="count">Loading…</p>
<fieldset><legend>Make</legend><div id="facets"></div></fieldset>
<label>Max price <input id="price" type="range"></label>
<label>Sort <select id="sort"><option value="cars">Featured</option><option value="cars_price_asc">Lowest price</option><option value="cars_price_desc">Highest price</option></select></label>
<ol id="hits"></ol></main></body></html>`;
