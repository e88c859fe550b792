/**
 * Writes the demo media (vehicle photos, spin frames, every tenant's storefronts and slide pictures)
 * to public/media/generated/. Idempotent: files that exist are skipped. TENANTS_DIR picks the tenants.
 * Prints how far it is at least every 5 s while it draws.
 * Usage: node scripts/generate-media.ts [--out=public/media/generated]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { listTenantSlugs, loadTenant } from '../src/config/load-tenant.ts';
import { writeMedia } from '../src/features/stock/build/generate/images.ts';
import { tenantStorefronts } from '../src/features/stock/build/generate/storefronts.ts';
import { consoleProgress, secondsSince } from './lib/progress-reporter.ts';

const { values } = parseArgs({
  options: { out: { type: 'string', default: join(import.meta.dirname, '..', 'public', 'media', 'generated') } },
});
const started = performance.now();
const storefronts = listTenantSlugs().flatMap((slug) => tenantStorefronts(loadTenant(slug)));
const progress = consoleProgress();
let drawn = { written: 0, missing: 0 };
progress.start('media', () =>
  drawn.missing === 0
    ? 'media: looking for missing demo pictures'
    : `media: ${drawn.written} of ${drawn.missing} demo pictures drawn, ${secondsSince(started)}`,
);
const { written, skipped } = await writeMedia(values.out, storefronts, (count, missing) => {
  drawn = { written: count, missing };
});
progress.stop();
console.log(
  `media: ${written} written, ${skipped} already there, in ${Math.round(performance.now() - started)} ms → ${values.out}`,
);
