// A render thread of scripts/lib/render-pool.ts: renders the batches of paths it is handed and asks for the next.
import { parentPort, workerData } from 'node:worker_threads';
import { openRenderer, type RenderedFile, type RenderJob } from './page-renderer.ts';

/** A batch done (none, the first time), and how many paths there are in all. */
export interface RenderReply {
  total: number;
  files: RenderedFile[];
}

const port = parentPort;
if (!port) throw new Error('render-pool-worker.ts runs as a worker thread of render-pool.ts');
const renderer = await openRenderer(workerData as RenderJob);

// Batches are rendered one after the other, in the order handed; null ends the thread. A failure is unhandled: the
// thread stops with the error, and render-pool.ts rejects with it.
let queue = Promise.resolve();
port.on('message', (batch: { from: number; to: number } | null) => {
  queue = queue.then(async () => {
    if (!batch) process.exit(0);
    const files = await renderer.renderBatch(batch.from, batch.to);
    port.postMessage({ total: renderer.total, files } satisfies RenderReply);
  });
});
port.postMessage({ total: renderer.total, files: [] } satisfies RenderReply);
