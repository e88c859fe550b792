import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SmsGateway } from './gateway.ts';

export interface OutboxMessage {
  to: string;
  text: string;
  at: number;
}

/**
 * Development SMS gateway: keeps messages in memory (read by tests and GET /api/dev/sms-outbox)
 * and, with a file, appends them as JSON lines for the developer. Never sends, never logs.
 */
export function devSmsOutbox(options: { file?: string; clock?: () => number } = {}): SmsGateway & { messages: OutboxMessage[]; for(phone: string): OutboxMessage[] } {
  const messages: OutboxMessage[] = [];
  if (options.file) mkdirSync(dirname(options.file), { recursive: true });
  return {
    messages,
    async send(to, text) {
      const message = { to, text, at: (options.clock ?? Date.now)() };
      messages.push(message);
      if (options.file) appendFileSync(options.file, `${JSON.stringify(message)}\n`, { mode: 0o600 });
    },
    for: (phone) => messages.filter((m) => m.to === phone),
  };
}
