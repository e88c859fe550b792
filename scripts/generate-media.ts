/**
 * Writes the demo media (vehicle photos, spin frames, location and slide pictures) to
 * public/media/generated/. Idempotent: files that exist are skipped.
 * Usage: node scripts/generate-media.ts [--out=public/media/generated]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeMedia } from '../src/features/stock/generate/images.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: join(import.meta.dirname, '..', 'public', 'media', 'generated') } } });
const started = performance.now();
const { written, skipped } = await writeMedia(values.out);
console.log(`media: ${written} written, ${skipped} already there, in ${Math.round(performance.now() - started)} ms → ${values.out}`);
