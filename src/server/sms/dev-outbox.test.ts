import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RETENTION, schedulePurge } from '../store/retention.ts';
import { freshDb, testClock } from '../../../tests/support/server/harness.ts';
import { devSmsOutbox } from './dev-outbox.ts';

const HOUR = 3_600_000;
const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  dirs.push(dir);
  return join(dir, 'sms-outbox.jsonl');
};
const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string });

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('development SMS outbox retention', () => {
  it('trims messages older than the cut from memory and the file, keeping the file 0600', async () => {
    const clock = testClock();
    const file = tempFile();
    const outbox = devSmsOutbox({ file, clock: clock.now });
    await outbox.send('0412000001', '111111 is your code');
    clock.advance(25 * HOUR);
    await outbox.send('0412000002', '222222 is your code');
    expect(outbox.trim(clock.now() - RETENTION.smsOutboxMs)).toBe(1);
    expect(outbox.messages.map((m) => m.to)).toEqual(['0412000002']);
    expect(lines(file).map((m) => m.to)).toEqual(['0412000002']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(outbox.trim(clock.now() - RETENTION.smsOutboxMs)).toBe(0);
  });

  it("is trimmed by the hourly purge, its count joining the store's", async () => {
    const clock = testClock();
    const outbox = devSmsOutbox({ clock: clock.now });
    await outbox.send('0412000001', '111111 is your code');
    clock.advance(RETENTION.smsOutboxMs + 1);
    const db = await freshDb();
    const counts = await new Promise<Record<string, number>>((resolve, reject) => {
      const purge = schedulePurge(db, {
        clock: clock.now,
        onPurged: resolve,
        onError: reject,
        alsoPurge: (now) => ({ sms_outbox: outbox.trim(now - RETENTION.smsOutboxMs) }),
      });
      void purge.stop();
    });
    expect(counts).toMatchObject({ sms_outbox: 1, phone_codes: 0 });
    expect(outbox.messages).toEqual([]);
    await db.close();
  });
});
