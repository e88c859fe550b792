// Lead CLI for dealers running the embedded default (or any DATABASE_URL):
//   npm run leads -- list [--tenant=slug] [--limit=50]
//   npm run leads -- export --format=csv [--tenant=slug] > leads.csv
//   npm run leads -- redeliver <lead id> [--channel=webhook|email]
//   npm run leads -- purge   (what the running server also does hourly: rows past their retention)
import { join } from 'node:path';
import { listLeads } from '../src/server/leads/lead-store.ts';
import { deadLetters, outboxCounts, redeliver } from '../src/server/relay/outbox-store.ts';
import { openStore } from '../src/server/store/open-store.ts';
import { purgeExpired } from '../src/server/store/retention.ts';

const [command, ...rest] = process.argv.slice(2);
const flags = Object.fromEntries(rest.filter((a) => a.startsWith('--')).map((a) => a.slice(2).split('=') as [string, string]));
const positional = rest.filter((a) => !a.startsWith('--'));
const db = await openStore({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? join(import.meta.dirname, '..', '.data') });

const csvCell = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value);
  // Quote always; neutralise spreadsheet formulas (CSV injection).
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

try {
  if (command === 'list') {
    const leads = await listLeads(db, { tenant: flags['tenant'], limit: Number(flags['limit'] ?? 50) });
    for (const lead of leads) {
      const deliveries = Object.entries(lead.deliveries).map(([channel, status]) => `${channel}:${status}`).join(' ') || 'stored only';
      console.log(`${new Date(lead.created_at).toISOString()}  ${lead.id}  ${lead.tenant}  ${lead.category}  ${lead.lead_status}  ${deliveries}`);
    }
    console.log(`\noutbox: ${JSON.stringify(await outboxCounts(db))}`);
    for (const dead of await deadLetters(db)) console.log(`dead-lettered: ${dead.lead_id} ${dead.channel} (${dead.last_error ?? ''})`);
  } else if (command === 'export' && (flags['format'] ?? 'csv') === 'csv') {
    const columns = ['id', 'created_at', 'tenant', 'form', 'category', 'subcategory', 'lead_status', 'name', 'last_name', 'email', 'phone', 'postcode', 'message', 'car_id', 'stock', 'deliveries'];
    console.log(columns.join(','));
    for (const lead of await listLeads(db, { tenant: flags['tenant'], limit: 1_000_000 })) {
      const c = lead.data.contact;
      console.log([lead.id, new Date(lead.created_at).toISOString(), lead.tenant, lead.form, lead.category, lead.subcategory, lead.lead_status,
        c.name, c.last_name, c.email, c.phone, c.postcode, lead.data.message, lead.car_id, lead.car?.stocknum,
        Object.entries(lead.deliveries).map(([k, v]) => `${k}:${v}`).join(' ')].map(csvCell).join(','));
    }
  } else if (command === 'redeliver' && positional[0]) {
    const channel = flags['channel'] === 'webhook' || flags['channel'] === 'email' ? flags['channel'] : undefined;
    const reset = await redeliver(db, positional[0], Date.now(), channel);
    console.log(reset > 0 ? `queued ${reset} deliver${reset === 1 ? 'y' : 'ies'} of ${positional[0]}; the running server's relay sends them` : `no deliveries found for ${positional[0]}`);
    process.exitCode = reset > 0 ? 0 : 1;
  } else if (command === 'purge') {
    console.log(`purged: ${JSON.stringify(await purgeExpired(db, Date.now()))}`);
  } else {
    console.error('usage: npm run leads -- list [--tenant=slug] | export --format=csv [--tenant=slug] | redeliver <lead id> [--channel=webhook|email] | purge');
    process.exitCode = 2;
  }
} finally {
  await db.close();
}
