import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One request a webhook receiver got, and the status it answered. */
export interface WebhookCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/**
 * A local CRM webhook receiver that can go down (stop listening) and come back on the same port.
 * `failFirst`: answers 500 to the first attempt of each webhook-id, as a CRM having a bad moment.
 */
export async function webhookReceiver(options: { failFirst?: boolean } = {}) {
  const calls: WebhookCall[] = [];
  const seen = new Set<string>();
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      const status = options.failFirst && !seen.has(id) ? 500 : 204;
      seen.add(id);
      calls.push({ path: req.url ?? '', headers: req.headers, body, status });
      res.writeHead(status).end();
    });
  };
  let server: Server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Accepted deliveries per lead id (the body's `id`). */
    accepted: () =>
      calls
        .filter((c) => c.status < 300)
        .reduce((m, c) => {
          const id = (JSON.parse(c.body) as { id: string }).id;
          return m.set(id, (m.get(id) ?? 0) + 1);
        }, new Map<string, number>()),
    down: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
    up: async () => {
      server = createServer(handler);
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    },
  };
}

/** A local SMTP server (npm smtp-server) that keeps every message with its recipients, and can go down. */
export async function smtpReceiver() {
  const messages: { rcpt: string[]; raw: string }[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          messages.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
  let server = make();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages per X-Lead-Id. */
    received: () =>
      messages.reduce((m, { raw }) => {
        const id = /X-Lead-Id: (\S+)/i.exec(raw)?.[1] ?? '?';
        return m.set(id, (m.get(id) ?? 0) + 1);
      }, new Map<string, number>()),
    down: () => new Promise<void>((r) => server.close(() => r())),
    up: async () => {
      server = make();
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    },
  };
}

/** Polls `check` until it holds (what a shopper or a CRM would wait for), failing after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
