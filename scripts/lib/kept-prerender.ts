import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer, RouteData } from 'astro';
import { StaticPaths, type StaticPathsApp } from 'astro/runtime/prerender/static-paths.js';
import { ROOT } from './paths.ts';

/**
 * A promo change renders about 200 pages, yet Astro first bundles the whole site again with Vite (2–3 s of a 10 s
 * budget) into a prerender bundle that is the same whenever the code, the site config and the Markdown are: promos,
 * stock, locations and models are read by the bundle at run time (src/tenant/current.ts). So every build keeps its
 * bundle, and a build whose changed inputs it may render renders the changed pages from the kept one, through the
 * very calls Astro's own prerenderer makes (import the bundle, hand its app the build's page styles and scripts,
 * `app.render` each path). Only pages are rendered this way; anything else goes to Astro's build.
 */

/** What Astro's build environment reads while rendering, besides the bundle: each page's styles and the scripts. */
interface KeptBuild {
  pageStyles: [string, unknown][];
  bundleMap: [string, string][];
  scripts: unknown[];
}
interface BuildInternals {
  pagesByKeys: Map<string, { styles: unknown }>;
  entrySpecifierToBundleMap: Map<string, string>;
}
interface PrerenderApp extends StaticPathsApp {
  setInternals(internals: BuildInternals): void;
  setOptions(options: unknown): void;
  getSettings(): { scripts: unknown[] };
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
}

const ENTRY_PREFIX = 'prerender-entry.';
const bundleDir = (keepDir: string) => join(keepDir, 'bundle');
const buildFile = (keepDir: string) => join(keepDir, 'build.json');
const stampFile = (keepDir: string) => join(keepDir, 'inputs');

/** The prerender bundle's entry file in `dir` (its name carries a content hash). */
function entryIn(dir: string): string {
  const entries = readdirSync(dir).filter((name) => name.startsWith(ENTRY_PREFIX) && name.endsWith('.mjs'));
  if (entries.length !== 1) throw new Error(`expected one ${ENTRY_PREFIX}*.mjs in ${dir}, found ${entries.length}`);
  return join(dir, entries[0] as string);
}

/** The app of the prerender bundle in `dir`. */
async function importApp(dir: string): Promise<PrerenderApp> {
  return ((await import(pathToFileURL(entryIn(dir)).href)) as { app: PrerenderApp }).app;
}

/** Copies the bundle and what its app was handed into `keepDir`. */
function keep(keepDir: string, bundle: string, internals: BuildInternals, scripts: unknown[]): void {
  const build: KeptBuild = {
    pageStyles: [...internals.pagesByKeys].map(([key, page]) => [key, page.styles]),
    bundleMap: [...internals.entrySpecifierToBundleMap],
    scripts,
  };
  mkdirSync(keepDir, { recursive: true });
  cpSync(bundle, bundleDir(keepDir), { recursive: true });
  // The bundle imports its packages by name: wherever DIST_DIR is, they resolve to the project's.
  symlinkSync(join(ROOT, 'node_modules'), join(keepDir, 'node_modules'), 'dir');
  writeFileSync(buildFile(keepDir), JSON.stringify(build));
}

/** Where Astro writes the prerender bundle: <outDir>/.prerender, or <cwd>/.astro/.prerender for an outDir elsewhere. */
function prerenderDir(outDir: URL): string {
  const out = fileURLToPath(outDir);
  return join(out.startsWith(process.cwd()) ? out : join(process.cwd(), '.astro'), '.prerender');
}

/**
 * An Astro integration keeping the build's prerender bundle in `keepDir`, with what Astro hands the bundle's app
 * before rendering. The copy vouches for nothing until `kept(inputs)` is called after a successful build.
 */
export function keepPrerender(keepDir: string): {
  dir: string;
  integration: AstroIntegration;
  kept(inputs: string): void;
} {
  let outDir: URL | undefined;
  const integration: AstroIntegration = {
    name: 'dealer-sites:kept-prerender',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
        rmSync(keepDir, { recursive: true, force: true });
      },
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer(
          (astros): AstroPrerenderer => ({
            ...astros,
            async setup() {
              // Astro's prerenderer imports this same module and hands its app the build's internals: caught on the
              // way. Keeping is a saving, never a condition: should any of it fail, the build goes on unkept.
              const from = outDir && prerenderDir(outDir);
              const app = from ? await importApp(from).catch(() => undefined) : undefined;
              const own = app?.setInternals;
              let internals: BuildInternals | undefined;
              if (app && own)
                app.setInternals = (value) => {
                  internals = value;
                  own.call(app, value);
                };
              try {
                await astros.setup?.();
              } finally {
                if (app && own) app.setInternals = own;
              }
              try {
                if (!from || !app || !internals)
                  throw new Error("Astro's prerenderer handed its app no build internals");
                keep(keepDir, from, internals, app.getSettings().scripts);
              } catch (error) {
                console.warn(`[kept-prerender] the bundle is not kept, the next promo change runs Astro: ${error}`);
              }
            },
          }),
        );
      },
    },
  };
  return {
    dir: keepDir,
    integration,
    kept: (inputs) => {
      if (existsSync(buildFile(keepDir))) writeFileSync(stampFile(keepDir), inputs);
    },
  };
}

/** Whether `keepDir` holds a bundle a build of `inputs` left. */
export function hasKeptPrerender(keepDir: string, inputs: string): boolean {
  const stamp = stampFile(keepDir);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs;
}

/** Warnings and errors of the rendering go to stderr, as Astro's build (at log level warn) prints them. */
const destination = {
  write(event: { level: string; label: string | null; message: string }): boolean {
    if (event.level === 'warn' || event.level === 'error')
      process.stderr.write(`[${event.label ?? 'render'}] ${event.message}\n`);
    return true;
  },
};

/**
 * Renders every path of `pages` (files of src/pages, as src/tenant/page-inputs.ts names them) from the bundle kept in
 * `keepDir` into `outDir`, as Astro's build writes them (directory format), and gives each page's files (relative,
 * sorted). Undefined, with nothing written, when a page is not a plain page (an endpoint, a redirect, a status page).
 */
export async function renderFromKept(
  keepDir: string,
  outDir: string,
  pages: readonly string[],
  origin: string,
): Promise<Map<string, string[]> | undefined> {
  const build = JSON.parse(readFileSync(buildFile(keepDir), 'utf8')) as KeptBuild;
  const app = await importApp(bundleDir(keepDir));
  app.setInternals({
    pagesByKeys: new Map(build.pageStyles.map(([key, styles]) => [key, { styles }])),
    entrySpecifierToBundleMap: new Map(build.bundleMap),
  });
  app.setOptions({ settings: { scripts: build.scripts }, logger: { options: { destination } } });
  const wanted = new Map(pages.map((page) => [`src/pages/${page}`, page]));
  const paths = (await new StaticPaths(app).getAll()).filter(({ route }) => wanted.has(route.component));
  if (paths.some(({ pathname, route }) => route.type !== 'page' || pathname === '/404' || pathname === '/500'))
    return undefined;
  const files = new Map<string, string[]>(pages.map((page) => [page, []]));
  for (const { pathname, route } of paths) {
    const path = pathname.replace(/^\/+|\/+$/g, '');
    // The request Astro's build makes for a page in the directory format: the path with one trailing slash.
    const response = await app.render(new Request(new URL(path ? `/${path}/` : '/', origin)), { routeData: route });
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status} from the kept bundle`);
    const file = path ? `${path}/index.html` : 'index.html';
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), Buffer.from(await response.arrayBuffer()));
    const page = wanted.get(route.component);
    if (page) files.get(page)?.push(file);
  }
  for (const list of files.values()) list.sort();
  return files;
}
