import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alphaEnquiry } from '../../../tests/support/server/harness.ts';
import { rawRequest } from '../../../tests/support/server/raw-request.ts';
import { openSqlite } from './sqlite.ts';

const SERVER = join(import.meta.dirname, '..', '..', '..', 'tests', 'support', 'server', 'kill-server.ts');

/** POSTs one lead with the tenant's Host header (fetch cannot set Host). */
const postLead = (port: number) =>
  rawRequest(port, {
    host: 'alpha.localhost',
    path: '/api/leads',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(alphaEnquiry()),
  });

/** Starts the functions in a child process; answers its port and the process. */
async function startChild(dataDir: string) {
  const child = spawn(process.execPath, [SERVER, dataDir], { stdio: ['ignore', 'pipe', 'ignore'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', () => reject(new Error('child exited early')));
  });
  return { child, port };
}

describe('crash safety (SIGKILL while leads are posted)', () => {
  it('keeps every lead that got a 201, with its outbox rows, and an intact database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fn-kill-'));
    const acknowledged: string[] = [];
    for (let cycle = 0; cycle < 4; cycle++) {
      const { child, port } = await startChild(dataDir);
      let stop = false;
      const post = async () => {
        while (!stop) {
          try {
            const res = await postLead(port);
            if (res.status === 201) acknowledged.push((JSON.parse(res.body) as { lead_id: string }).lead_id);
          } catch {
            return; // the server died mid-request: that request was never acknowledged
          }
        }
      };
      const posters = Array.from({ length: 6 }, post);
      // Kill mid-stream: once this cycle has had some leads acknowledged (a loaded machine is slow to start), then at a random moment.
      const target = acknowledged.length + 8;
      while (acknowledged.length < target) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, Math.random() * 300));
      child.kill('SIGKILL');
      stop = true;
      await Promise.all(posters);
      await new Promise((r) => child.once('exit', r).exitCode !== null && r(undefined));
    }
    expect(acknowledged.length).toBeGreaterThan(20);
    const db = openSqlite(join(dataDir, 'functions.sqlite'));
    expect((await db.get('PRAGMA integrity_check'))?.['integrity_check']).toBe('ok');
    const stored = new Set((await db.all('SELECT id FROM leads')).map((r) => String(r['id'])));
    const outbox = await db.all('SELECT lead_id FROM outbox');
    const perLead = new Map<string, number>();
    for (const row of outbox) perLead.set(String(row['lead_id']), (perLead.get(String(row['lead_id'])) ?? 0) + 1);
    for (const id of acknowledged) {
      expect(stored.has(id)).toBe(true);
      expect(perLead.get(id)).toBe(2);
    }
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
