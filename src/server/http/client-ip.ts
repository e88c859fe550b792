import type { Context } from 'hono';

/**
 * The client address for per-IP limits. Only platform-set headers are read (Cloudflare's
 * cf-connecting-ip); the Node runtime passes its own resolver that reads the socket.
 */
export const platformClientIp = (c: Context): string => c.req.header('cf-connecting-ip') ?? 'unknown';
