import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SmsGateway } from './gateway.ts';

export interface OutboxMessage {
  to: string;
  text: string;
  at: number;
}

/** The development outbox: messages in memory and (optionally) the file, both trimmed by the hourly purge. */
export interface DevSmsOutbox extends SmsGateway {
  messages: OutboxMessage[];
  for(phone: string): OutboxMessage[];
  /** Drops the messages sent before `before` (ms) from memory and the file; answers how many went. */
  trim(before: number): number;
}

/**
 * Development SMS gateway: keeps messages in memory (read by tests and GET /api/dev/sms-outbox)
 * and, with a file, appends them as JSON lines for the developer. Never sends, never logs.
 */
export function devSmsOutbox(options: { file?: string; clock?: () => number } = {}): DevSmsOutbox {
  const messages: OutboxMessage[] = [];
  const { file } = options;
  if (file) mkdirSync(dirname(file), { recursive: true });
  return {
    messages,
    async send(to, text) {
      const message = { to, text, at: (options.clock ?? Date.now)() };
      messages.push(message);
      if (file) appendFileSync(file, `${JSON.stringify(message)}\n`, { mode: 0o600 });
    },
    for: (phone) => messages.filter((m) => m.to === phone),
    trim(before) {
      const kept = messages.filter((m) => m.at >= before);
      const dropped = messages.length - kept.length;
      messages.splice(0, messages.length, ...kept);
      return file ? trimFile(file, before) : dropped;
    },
  };
}

/**
 * Rewrites the file without the lines sent before `before` (and any unreadable line), through a
 * renamed temporary file so a reader never sees half of it; the file may hold earlier runs' messages.
 */
function trimFile(file: string, before: number): number {
  if (!existsSync(file)) return 0;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  const kept = lines.filter((line) => {
    try {
      return Number((JSON.parse(line) as Partial<OutboxMessage>).at) >= before;
    } catch {
      return false;
    }
  });
  if (kept.length === lines.length) return 0;
  writeFileSync(`${file}.tmp`, kept.map((line) => `${line}\n`).join(''), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
  return lines.length - kept.length;
}
