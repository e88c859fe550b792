import { randomInt } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import type { CarLite } from '../../src/features/forms/rules/car-lite.ts';
import { E2E_DATA_DIR as DATA_DIR, E2E_PORT } from '../../playwright.config.ts';
import { host, origin } from './tenants.ts';

/**
 * The functions refuse leads filled in under 2.5 s: wait like a shopper before sending. The whole wait, always: the
 * steps before it can run faster than 2 s on a quiet machine (a 0.5 s wait after a phone verification once let the
 * finance popup send at under 2.5 s, and its lead was refused).
 */
export async function waitLikeAShopper(page: Page): Promise<void> {
  await page.waitForTimeout(2700);
}

/** A fresh Australian mobile per test, so per-phone limits never meet across tests. */
export function uniqueMobile(): string {
  return `04${String(randomInt(10_000_000, 99_999_999))}`;
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${randomInt(1000, 9999)}@example.com`;
}

export interface StoredLead {
  id: string;
  form: string;
  category: string;
  subcategory: string | null;
  lead_status: string;
  form_completed: number;
  car_id: number | null;
  data: {
    contact: { email: string; phone: string; name: string };
    message?: string;
    fields: Record<string, unknown>;
    location_id?: number;
    dealership_slug?: string;
  };
}

/** Leads of a tenant whose contact e-mail is `email`, read from the functions' SQLite store. */
export function leadsByEmail(tenant: string, email: string): StoredLead[] {
  return storedLeads(tenant).filter((l) => l.data.contact.email === email);
}

/** Leads of a tenant whose contact phone is `phone` (as stored: 04…), read from the functions' SQLite store. */
export function leadsByPhone(tenant: string, phone: string): StoredLead[] {
  return storedLeads(tenant).filter((l) => l.data.contact.phone === phone);
}

/** Every lead of a tenant, oldest first. */
function storedLeads(tenant: string): StoredLead[] {
  const db = new DatabaseSync(join(DATA_DIR, 'functions.sqlite'), { readOnly: true });
  try {
    const rows = db
      .prepare(
        'SELECT id, form, category, subcategory, lead_status, form_completed, car_id, data_json FROM leads WHERE tenant = ? ORDER BY created_at',
      )
      .all(tenant) as unknown as (Omit<StoredLead, 'data'> & { data_json: string })[];
    return rows.map(({ data_json, ...row }) => ({ ...row, data: JSON.parse(data_json) as StoredLead['data'] }));
  } finally {
    db.close();
  }
}

/** GET a tenant's JSON over loopback with its Host header (fetch may not set Host; node:http can). */
export function getJson<T>(tenant: string, path: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: E2E_PORT, path, headers: { host: host(tenant), accept: 'application/json' } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
        });
        res.on('end', () => {
          try {
            resolve(JSON.parse(body) as T);
          } catch (error) {
            reject(new Error(`${path}: ${res.statusCode} ${body.slice(0, 200)}`, { cause: error }));
          }
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The last code texted to `phone` on a tenant, read from the development SMS outbox. */
export async function lastSmsCode(tenant: string, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { messages } = await getJson<{ messages: { to: string; text: string }[] }>(
      tenant,
      `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
    );
    const code = messages.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code texted to ${phone}`);
}

export interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: Record<string, unknown>;
}

/** A local webhook receiver (harbourside's configured webhook is http://127.0.0.1:4599/hooks/harbourside). */
export async function startWebhookReceiver(
  port = 4599,
): Promise<{ deliveries: Delivery[]; close: () => Promise<void>; server: Server }> {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        /* kept as text */
      }
      deliveries.push({ headers: req.headers, body, json });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return { deliveries, server, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Verifies a delivery as a CRM would: the standardwebhooks library with the secret the functions were started with. */
export function signatureValid(delivery: Delivery, secret: string): boolean {
  try {
    new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

/** Scrolls to a lead form, waits until its island has hydrated and returns it. */
export async function readyForm(page: Page, name: string) {
  const form = page.getByRole('form', { name });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-ready', 'true');
  return form;
}

/** The built site's /data/cars-lite.json. */
export async function carsLite(tenant: string): Promise<CarLite[]> {
  return getJson<CarLite[]>(tenant, '/data/cars-lite.json');
}

/** Signs in on /sign-in (already open) with a code from the development SMS outbox. */
export async function signInWithSms(page: Page, tenant: string, phone: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form).toHaveAttribute('data-ready', 'true');
  await form.getByLabel('Mobile').fill(phone);
  await form.getByRole('button', { name: 'Send Code' }).click();
  await expect(form).toHaveAttribute('data-status', 'verificationSent');
  await form.getByLabel('Verification code').fill(await lastSmsCode(tenant, phone));
  await form.getByRole('button', { name: 'Sign In' }).click();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens a page behind a sign-in gate: sent to /sign-in?type=<gate>&redirect=<path>, signs in with an SMS code (to a
 * fresh mobile unless one is given) and lands back on the page. Answers the mobile. Page loads wait on a busy
 * machine: the redirects get more than the default 10 s.
 */
export async function signInThroughGate(
  page: Page,
  tenant: string,
  path: string,
  gate: string,
  phone = uniqueMobile(),
): Promise<string> {
  await page.goto(`${origin(tenant)}${path}`);
  const signIn = new RegExp(`/sign-in/?\\?type=${gate}&redirect=${escaped(encodeURIComponent(path))}&`);
  await expect(page).toHaveURL(signIn, { timeout: 30_000 });
  await signInWithSms(page, tenant, phone);
  await expect(page).toHaveURL(new RegExp(`^${escaped(`${origin(tenant)}${path}`)}/?$`), { timeout: 30_000 });
  return phone;
}
