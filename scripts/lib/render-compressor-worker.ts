// The render compressor's worker thread (scripts/lib/render-compressor.ts): compresses each page it is sent on its
// own thread, keeps both forms in the store folder and answers with the page's hash and the forms' sizes.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { compressSync } from './precompress.ts';

export interface CompressJob {
  pathname: string;
  body: Uint8Array;
}
export interface CompressedPage {
  pathname: string;
  /** SHA-1 of the page's UTF-8 bytes: the file on disk must have the same to take these forms. */
  hash: string;
  /** The forms' names in the store folder, without .br / .gz. */
  name: string;
  br: number;
  gz: number;
}

const { storeDir } = workerData as { storeDir: string };
let count = 0;
parentPort?.on('message', ({ pathname, body }: CompressJob) => {
  const raw = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const { br, gz } = compressSync(raw);
  const name = String(count++);
  writeFileSync(join(storeDir, `${name}.br`), br);
  writeFileSync(join(storeDir, `${name}.gz`), gz);
  const done: CompressedPage = {
    pathname,
    hash: createHash('sha1').update(raw).digest('hex'),
    name,
    br: br.length,
    gz: gz.length,
  };
  parentPort?.postMessage(done);
});
