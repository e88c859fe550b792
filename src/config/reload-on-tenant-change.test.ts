import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadOnTenantChange } from './reload-on-tenant-change.ts';

// A real Vite dev server (no HTTP listener) with the plugin, watching a temporary tenant folder.
const dir = mkdtempSync(join(tmpdir(), 'reload-tenant-'));
for (const file of ['site.json', 'promos.json', 'notes.txt']) writeFileSync(join(dir, file), '{}');
let server: ViteDevServer;
const reloads: unknown[] = [];

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false },
    plugins: [reloadOnTenantChange(dir)],
  });
  vi.spyOn(server.ws, 'send').mockImplementation((payload) => void reloads.push(payload));
  // The watcher picks up the files it was given in the background.
  await new Promise((resolve) => setTimeout(resolve, 1000));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev: tenant JSON files', () => {
  it('a change to promos.json or site.json reloads the page; other files do not', async () => {
    writeFileSync(join(dir, 'notes.txt'), 'changed');
    writeFileSync(join(dir, 'promos.json'), '{ "cards": [] }');
    await vi.waitFor(() => expect(reloads).toEqual([{ type: 'full-reload' }]), { timeout: 5000 });
    writeFileSync(join(dir, 'site.json'), '{ "name": "x" }');
    await vi.waitFor(() => expect(reloads).toHaveLength(2), { timeout: 5000 });
  });
});
