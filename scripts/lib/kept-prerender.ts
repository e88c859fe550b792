import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer, RouteData } from 'astro';
import { StaticPaths, type StaticPathsApp } from 'astro/runtime/prerender/static-paths.js';
import { filesIn, linkFiles } from './incremental-build.ts';
import { ROOT } from './paths.ts';

/**
 * Astro's build bundles the site with Vite into a prerender bundle (and the browser's scripts and styles), then renders
 * every page from it on one thread. Here Astro only bundles: its prerenderer is handed no path, and the bundle is kept
 * with what Astro hands the bundle's app before rendering, plus the files Astro wrote (public/, scripts and styles).
 * The pages are rendered from the kept bundle on every core (render-pool.ts), through the very calls Astro's own
 * prerenderer makes. One bundle serves every tenant (each is read at render time, src/tenant/current.ts) and is the
 * same whenever the code and the tenants' Markdown are, so a build of the same ones renders from the kept bundle
 * without Vite.
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
/** The files Astro wrote beside the bundle (public/, the browser's scripts and styles), as hard links. */
export const keptSiteDir = (keepDir: string): string => join(keepDir, 'site');

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
 * before rendering, and handing Astro's prerenderer no path (the pages are rendered from the kept bundle). The copy
 * vouches for nothing until `markKept` is called after a successful build. Should Astro hand its app no internals
 * (an upgrade that changed them), the build fails saying so.
 */
export function keepPrerender(keepDir: string): { integration: AstroIntegration } {
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
            getStaticPaths: async () => [],
            async setup() {
              // Astro's prerenderer imports this same module and hands its app the build's internals: caught on the way.
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
              if (!from || !app || !internals)
                throw new Error("Astro's prerenderer handed its app no build internals: the bundle cannot be kept");
              keep(keepDir, from, internals, app.getSettings().scripts);
            },
          }),
        );
      },
    },
  };
  return { integration };
}

/** Vouches for the bundle kept in `keepDir` (by a build that succeeded) as one of `inputs`. */
export function markKept(keepDir: string, inputs: string): void {
  if (existsSync(buildFile(keepDir))) writeFileSync(stampFile(keepDir), inputs);
}

/** Whether `keepDir` holds a bundle a build of `inputs` left. */
export function hasKeptPrerender(keepDir: string, inputs: string): boolean {
  const stamp = stampFile(keepDir);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs;
}

/** Keeps the files Astro wrote into `outDir` (before any page) beside the bundle, as hard links. */
export function keepSiteFiles(keepDir: string, outDir: string): void {
  linkFiles(outDir, keptSiteDir(keepDir), filesIn(outDir));
}

/** Links the files kept with the bundle into `outDir`; gives them (relative, sorted). */
export function linkKeptSiteFiles(keepDir: string, outDir: string): string[] {
  const files = filesIn(keptSiteDir(keepDir));
  linkFiles(keptSiteDir(keepDir), outDir, files);
  return files;
}

/** Warnings and errors of the rendering go to stderr, as Astro's build (at log level warn) prints them. */
const destination = {
  write(event: { level: string; label: string | null; message: string }): boolean {
    if (event.level === 'warn' || event.level === 'error')
      process.stderr.write(`[${event.label ?? 'render'}] ${event.message}\n`);
    return true;
  },
};

/** A path the kept bundle renders, and where Astro's build writes it. */
export interface KeptPath {
  pathname: string;
  route: RouteData;
  /** The page of src/pages (as src/tenant/page-inputs.ts names it). */
  page: string;
  /** Relative to the site folder, as Astro's build names it (directory format). */
  file: string;
}

/** Astro's file for a path: `<path>/index.html` for a page, `404.html` for the status pages, the path for an endpoint. */
function outputFile(pathname: string, route: RouteData): string {
  const path = encodeURI(pathname).replace(/^\/+|\/+$/g, '');
  if (route.type === 'endpoint') return path;
  if (route.type !== 'page') throw new Error(`${pathname}: a ${route.type} route, which the build does not render`);
  if (pathname === '/404' || pathname === '/500') return `${path}.html`;
  return path ? `${path}/index.html` : 'index.html';
}

/** The request Astro's build makes for a path: a page's with one trailing slash (directory format). */
function pathRequest(pathname: string, route: RouteData, origin: string): Request {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const url = route.type === 'endpoint' || !path ? `/${path}` : `/${path}/`;
  return new Request(new URL(url, origin));
}

/**
 * The app of the bundle kept in `keepDir`, handed what Astro handed it, with every path it renders of `pages` (files
 * of src/pages; every page when undefined), in Astro's order.
 */
export async function openKeptBundle(
  keepDir: string,
  pages: readonly string[] | undefined,
): Promise<{ paths: KeptPath[]; render(path: KeptPath, origin: string): Promise<Buffer<ArrayBuffer> | undefined> }> {
  const build = JSON.parse(readFileSync(buildFile(keepDir), 'utf8')) as KeptBuild;
  const app = await importApp(bundleDir(keepDir));
  app.setInternals({
    pagesByKeys: new Map(build.pageStyles.map(([key, styles]) => [key, { styles }])),
    entrySpecifierToBundleMap: new Map(build.bundleMap),
  });
  app.setOptions({ settings: { scripts: build.scripts }, logger: { options: { destination } } });
  const wanted = pages && new Set(pages);
  const paths = (await new StaticPaths(app).getAll())
    .map(({ pathname, route }) => ({ pathname, route, page: route.component.replace(/^src\/pages\//, '') }))
    .filter(({ page }) => !wanted || wanted.has(page))
    .map((path) => ({ ...path, file: outputFile(path.pathname, path.route) }));
  return {
    paths,
    async render({ pathname, route }, origin) {
      const response = await app.render(pathRequest(pathname, route, origin), { routeData: route });
      const expected = pathname === '/404' ? 404 : pathname === '/500' ? 500 : 200;
      if (response.status !== expected) throw new Error(`${pathname} answered ${response.status} from the bundle`);
      // Astro's build writes no file for a path that answers no body.
      return response.body ? await bodyBytes(response.body) : undefined;
    },
  };
}

/**
 * A response body's bytes, as its stream hands them: Astro answers a page with one chunk, which is kept as it is.
 * (`Response.arrayBuffer()` copied a 130 KB car page twice more: 0.4 of 3 s per 3,000 such pages.)
 */
async function bodyBytes(body: ReadableStream<Uint8Array>): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  const only = chunks.length === 1 ? chunks[0] : undefined;
  if (only && only.buffer instanceof ArrayBuffer) return Buffer.from(only.buffer, only.byteOffset, only.byteLength);
  return Buffer.concat(chunks);
}
