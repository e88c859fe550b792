/**
 * Cloudflare Pages Functions entry: every /api/* request goes to the shared Hono app.
 * The serverless build keeps its state in PostgreSQL (DATABASE_URL binding; node:sqlite is not
 * available there) and reads the tenant registry the build bundles (see src/server/README.md).
 */
import { handle } from 'hono/cloudflare-pages';
import { serverlessApp } from '../../src/server/serverless.ts';

export const onRequest = handle(serverlessApp());
