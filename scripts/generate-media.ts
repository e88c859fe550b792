/**
 * Writes the demo media (vehicle photos, spin frames, every tenant's storefronts and slide pictures)
 * to public/media/generated/. Idempotent: files that exist are skipped. TENANTS_DIR picks the tenants.
 * Usage: node scripts/generate-media.ts [--out=public/media/generated]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { listTenantSlugs, loadTenant } from '../src/config/load-tenant.ts';
import { writeMedia } from '../src/features/stock/generate/images.ts';
import { tenantStorefronts } from '../src/features/stock/generate/storefronts.ts';

const { values } = parseArgs({
  options: { out: { type: 'string', default: join(import.meta.dirname, '..', 'public', 'media', 'generated') } },
});
const started = performance.now();
const storefronts = listTenantSlugs().flatMap((slug) => tenantStorefronts(loadTenant(slug)));
const { written, skipped } = await writeMedia(values.out, storefronts);
console.log(
  `media: ${written} written, ${skipped} already there, in ${Math.round(performance.now() - started)} ms → ${values.out}`,
);
