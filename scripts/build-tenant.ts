// Builds one tenant in this process and prints one JSON line with its figures.
// Run by scripts/build.ts as a child so tenants build in parallel and memory is measured per tenant.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'astro';
import { headersFile } from '../src/config/security-headers.ts';
import { DIST_DIR, ROOT } from './lib/paths.ts';
import { precompressDir } from './lib/precompress.ts';
import { siteReportOnlyPolicy } from './lib/site-csp.ts';

const slug = process.env.TENANT;
if (!slug) throw new Error('TENANT is required');
const started = performance.now();
await build({ root: ROOT, logLevel: process.env.BUILD_LOG_LEVEL === 'info' ? 'info' : 'warn' });
const outDir = join(DIST_DIR, slug);
writeFileSync(join(outDir, '_headers'), headersFile(await siteReportOnlyPolicy(outDir)));
const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;
const compressStarted = performance.now();
await precompressDir(outDir);
const compressSeconds = (performance.now() - compressStarted) / 1000;
const seconds = (performance.now() - started) / 1000;
process.stdout.write(`${JSON.stringify({ slug, pages, seconds, compressSeconds, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`);
