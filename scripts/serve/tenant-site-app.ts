import { existsSync, statSync } from 'node:fs';
import { basename, extname, join, normalize, sep } from 'node:path';
import { type Context, Hono } from 'hono';
import { IMMUTABLE_CACHE, NOT_FOUND_PAGE, SECURITY_HEADERS } from '../../src/config/security-headers.ts';
import { tenantForHost, type HostedTenant } from '../../src/config/tenant-host.ts';
import { COMPRESSIBLE, CONTENT_TYPES } from './content-types.ts';
import { compressedFiles, type FileBody } from './compressed-files.ts';
import { siteHeaders } from './site-headers.ts';

export interface SiteAppOptions {
  /** The dist folder holding one folder per built tenant. */
  distDir: string;
  tenants: readonly (HostedTenant & { site: HostedTenant['site'] & { name: string } })[];
  /** Answers /api/* (the functions app); absent while serving static files only. */
  functions?: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
  /** Port shown in the links of the tenant list page. */
  port: number;
  /** Tenants `npm start` is still building: the list page names them and answers 503 until none is left. */
  building?: () => readonly string[];
}

/**
 * Serves every built tenant from dist/<slug>/ by Host ('<slug>.localhost'), with the headers of
 * its _headers file (what the CDN sends; the shared security headers when there is none), compressed as the browser accepts
 * (compressed-files.ts),
 * the tenant's 404 page, and /api/* handed to the functions on the same origin.
 */
export function createSiteApp(options: SiteAppOptions): Hono {
  const app = new Hono();
  const filesAsAccepted = compressedFiles();
  app.use('*', async (c, next) => {
    await next();
    // The functions send their own stricter set (default-src 'none'); the site's only fills gaps.
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
  app.all('/api/*', (c) => {
    if (!options.functions) return c.json({ error: 'The functions are not running.' }, 503);
    // The platform bindings (Node's socket) ride along: the functions read the client address from them.
    return options.functions.fetch(c.req.raw, c.env);
  });
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const tenant = tenantForHost(options.tenants, c.req.header('host'));
    if (!tenant)
      return isBareLocalhost(c.req.header('host')) ? tenantIndexAnswer(c, options) : c.text('Unknown site.', 404);
    const root = join(options.distDir, tenant.slug);
    const path = decodedPath(c.req.url);
    if (path === undefined) return c.text('Malformed percent-encoding in the address.', 400);
    const file = resolveFile(root, path);
    const page = file ?? join(root, '404.html');
    const response = existsSync(page)
      ? sendFile(
          page,
          await filesAsAccepted(page, compressible(page) ? c.req.header('accept-encoding') : undefined),
          file ? 200 : 404,
        )
      : new Response('Not found', { status: 404, headers: fileHeaders(page) });
    // A miss is the 404 page (NOT_FOUND_PAGE says with which headers).
    for (const [name, value] of Object.entries(siteHeaders(root, file ? path : NOT_FOUND_PAGE)))
      response.headers.set(name, value);
    if (!file) response.headers.set('Cache-Control', 'no-store');
    return response;
  });
  // The sites are static: their pages answer GET and HEAD only (the functions answer their own methods).
  app.all('*', (c) => {
    const host = c.req.header('host');
    if (!tenantForHost(options.tenants, host) && !isBareLocalhost(host)) return c.text('Unknown site.', 404);
    return c.text('Method not allowed.', 405, { Allow: 'GET, HEAD' });
  });
  return app;
}

function tenantIndexAnswer(c: Context, options: SiteAppOptions): Response {
  const building = options.building?.() ?? [];
  return c.html(tenantIndex(options.tenants, options.port, building), building.length > 0 ? 503 : 200);
}

/** The bare host (localhost) lists the tenants; any other unknown host learns nothing about them. */
function isBareLocalhost(host: string | undefined): boolean {
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host ?? '');
}

/** The request path percent-decoded once, from the raw URL; undefined when the encoding is malformed. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return undefined;
  }
}

/**
 * Maps a URL path to a file inside root: exact file, then <path>/index.html. Never leaves root, and
 * never answers with the build's own records (.build-stamp, .build-manifest.json) or the worker bundle (_worker.js, the functions for the CDN).
 */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const safe = normalize(urlPath).replace(/^([/\\])+/, '');
  const candidate = join(root, safe);
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  if (safe.split(/[/\\]/)[0] === '_worker.js') return undefined;
  for (const path of [candidate, join(candidate, 'index.html')]) {
    if (existsSync(path) && statSync(path).isFile() && !basename(path).startsWith('.build-')) return path;
  }
  return undefined;
}

/** Text types worth compressing (images and fonts are compressed already). */
const compressible = (path: string) => COMPRESSIBLE.has(extname(path));

function fileHeaders(path: string): Headers {
  const ext = extname(path);
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    Vary: 'Accept-Encoding',
  });
  headers.set(
    'Cache-Control',
    path.includes(`${sep}_astro${sep}`) ? IMMUTABLE_CACHE : ext === '.html' ? 'no-cache' : 'public, max-age=3600',
  );
  return headers;
}

function sendFile(path: string, { body, encoding }: FileBody, status: 200 | 404): Response {
  const headers = fileHeaders(path);
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(new Uint8Array(body), { status, headers });
}

function tenantIndex(tenants: SiteAppOptions['tenants'], port: number, building: readonly string[]): string {
  const items = tenants
    .map(
      (t) =>
        `<li><a href="http://${t.slug}.localhost:${port}/">${escapeHtml(t.site.name)}</a> <code>${t.slug}</code></li>`,
    )
    .join('');
  const pending =
    building.length > 0
      ? `<p>Still building (reload to see them): ${building.map((slug) => `<code>${escapeHtml(slug)}</code>`).join(', ')}</p>`
      : '';
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dealer sites</title></head><body><main><h1>Dealer sites</h1><p>Each tenant is served on its own host.</p><ul>${items}</ul>${pending}</main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
