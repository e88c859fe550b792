import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_SECURITY_HEADERS } from '../security-headers.ts';
import { FIX_ERRORS } from './errors.ts';
import { jsonDepth, MAX_JSON_DEPTH } from './json-depth.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers on every API answer, errors included. Answers are `no-store` unless a route chose its own
 * caching (GET /api/stock-state: public for 30 s, the same for every shopper of the site).
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    if (name !== 'Cache-Control' || !c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};

/**
 * Refuses writes from another site (decision 13): Sec-Fetch-Site must be same-origin (or none:
 * typed by the user), else an Origin header must match the request's own host. Clients that send
 * neither (curl, server-to-server) are not browsers and cannot carry a shopper's cookies across sites.
 */
export const sameOriginWrites: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  const crossSite =
    site !== undefined
      ? site !== 'same-origin' && site !== 'none'
      : origin !== undefined && originHost(origin) !== host.toLowerCase();
  if (crossSite) return c.json({ error: 'Cross-site requests are not allowed.' }, 403);
  return next();
};

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether the request carries no body. Node's adapter gives every POST a body stream, so a missing
 * Content-Length (HTTP/2, curl) is settled by reading the first chunk of a copy of the stream.
 */
async function hasNoBody(c: Context): Promise<boolean> {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) === 0;
  const reader = c.req.raw.clone().body?.getReader();
  if (!reader) return true;
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return true;
      if (chunk.value.byteLength > 0) return false;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** Write bodies must be JSON (415 otherwise); an empty body needs no type. */
export const jsonBodiesOnly: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.raw.body === null) return next();
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json' && !(await hasNoBody(c)))
    return c.json({ error: 'Request bodies must be JSON (Content-Type: application/json).' }, 415);
  return next();
};

/** Default limit on request bodies: lead forms are a few kilobytes. */
export const MAX_BODY_BYTES = 32 * 1024;

export const limitBody = (maxSize = MAX_BODY_BYTES): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    onError: (c) => c.json({ error: 'Request body too large.', fields: { body: `At most ${maxSize} bytes.` } }, 413),
  });

/**
 * A write body, when present, must be one JSON object nested at most MAX_JSON_DEPTH levels:
 * malformed JSON, deeper nesting or any other value gets 400 naming `body` before a route sees it (the routes' schemas then name their own fields).
 */
export const jsonObjectBodies: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.raw.body === null) return next();
  const raw = await c.req.text();
  if (raw === '') return next();
  if (jsonDepth(raw) > MAX_JSON_DEPTH)
    return c.json({ error: FIX_ERRORS, fields: { body: `JSON nested deeper than ${MAX_JSON_DEPTH} levels.` } }, 400);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return c.json({ error: FIX_ERRORS, fields: { body: 'Malformed JSON in request body.' } }, 400);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return c.json({ error: FIX_ERRORS, fields: { body: 'Expected a JSON object.' } }, 400);
  return next();
};
