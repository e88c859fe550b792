import { NOT_FOUND_PAGE, siteHeadersFrom } from '../config/security-headers.ts';
import { parseFunctionsBundle } from './build/functions-bundle.ts';
import { carLookup } from './cars/functions-car.ts';
import { cronRound, serverlessApp, type Bindings, type WaitUntil } from './serverless.ts';

/** The static files of a Pages deployment (the ASSETS binding). */
interface Assets {
  fetch(request: Request): Promise<Response>;
}

/**
 * The worker of one tenant's Cloudflare Pages deployment (dist/<slug>/_worker.js: the functions' code, the same for
 * every tenant, and the tenant's functions.json beside it as a text module, scripts/lib/worker-bundle.ts): /api/* goes to the functions, everything else to the
 * static site. `scheduled` is the cron round (reservation sweep, then the relay) when the same bundle runs as a
 * Worker with a cron trigger (Pages itself runs no crons); see src/server/README.md.
 */
export function pagesWorker(bundle: unknown) {
  const { tenant, cars, headersFile } = parseFunctionsBundle(bundle, '_worker.js');
  const functions = serverlessApp({ tenants: [tenant], getCar: carLookup({ [tenant.slug]: cars }) });
  return {
    fetch(request: Request, env: Bindings & { ASSETS?: Assets }, ctx: WaitUntil): Promise<Response> {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/api/')) return functions.fetch(request, env, ctx);
      // The platform never publishes the worker's own source; `wrangler pages dev` would.
      if (path === '/_worker.js' || path.startsWith('/_worker.js/'))
        return Promise.resolve(new Response('Not found.', { status: 404 }));
      if (!env.ASSETS) return Promise.resolve(new Response('Not found.', { status: 404 }));
      return staticFile(env.ASSETS, request, (status) =>
        status === 404
          ? { ...siteHeadersFrom(headersFile, NOT_FOUND_PAGE), 'Cache-Control': 'no-store' }
          : siteHeadersFrom(headersFile, path),
      );
    },
    scheduled(_controller: unknown, env: Bindings, ctx: WaitUntil): void {
      ctx.waitUntil(cronRound([tenant], env));
    },
  };
}

/**
 * A static file with the headers the site's _headers file gives its path, as the Node server sends them: Pages
 * applies _headers only to the files it serves itself, not to what a _worker.js answers.
 */
async function staticFile(
  assets: Assets,
  request: Request,
  headers: (status: number) => Record<string, string>,
): Promise<Response> {
  const file = await assets.fetch(request);
  const response = new Response(file.body, file);
  for (const [name, value] of Object.entries(headers(file.status))) response.headers.set(name, value);
  return response;
}
