// Lead CLI for dealers running the embedded default (or any DATABASE_URL):
//   npm run leads -- list [--tenant=slug] [--limit=50]
//   npm run leads -- export --format=csv [--tenant=slug] > leads.csv
//   npm run leads -- redeliver <lead id> [--channel=webhook|email]
//   npm run leads -- purge [--tenant=slug] [--dry-run]   (leads past the tenant's retention, APP 11.2, and the
//                                                         operational rows past theirs, as the running server does hourly)
import { join } from 'node:path';
import { loadAllTenants } from '../src/config/load-tenant.ts';
import { DEFAULT_RETENTION_MONTHS } from '../src/config/site/leads.ts';
import { purgeLeads, tenantsWithLeads } from '../src/server/leads/lead-purge.ts';
import { listLeads } from '../src/server/leads/lead-store.ts';
import { retentionCutoff } from '../src/server/leads/retention.ts';
import { deadLetters, outboxCounts, redeliver } from '../src/server/relay/outbox-store.ts';
import { openStore } from '../src/server/store/open-store.ts';
import { purgeExpired } from '../src/server/store/retention.ts';

const [command, ...rest] = process.argv.slice(2);
const flags = Object.fromEntries(
  rest.filter((a) => a.startsWith('--')).map((a) => a.slice(2).split('=') as [string, string]),
);
const positional = rest.filter((a) => !a.startsWith('--'));
const db = await openStore({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? join(import.meta.dirname, '..', '.data'),
});

const csvCell = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value);
  // Quote always; neutralise spreadsheet formulas (CSV injection).
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

try {
  if (command === 'list') {
    const leads = await listLeads(db, { tenant: flags['tenant'], limit: Number(flags['limit'] ?? 50) });
    for (const lead of leads) {
      const deliveries =
        Object.entries(lead.deliveries)
          .map(([channel, status]) => `${channel}:${status}`)
          .join(' ') || 'stored only';
      console.log(
        `${new Date(lead.created_at).toISOString()}  ${lead.id}  ${lead.tenant}  ${lead.category}  ${lead.lead_status}  ${deliveries}`,
      );
    }
    console.log(`\noutbox: ${JSON.stringify(await outboxCounts(db))}`);
    for (const dead of await deadLetters(db))
      console.log(`dead-lettered: ${dead.lead_id} ${dead.channel} (${dead.last_error ?? ''})`);
  } else if (command === 'export' && (flags['format'] ?? 'csv') === 'csv') {
    const columns = [
      'id',
      'created_at',
      'tenant',
      'form',
      'category',
      'subcategory',
      'lead_status',
      'name',
      'last_name',
      'email',
      'phone',
      'postcode',
      'message',
      'car_id',
      'stock',
      'deliveries',
    ];
    console.log(columns.join(','));
    for (const lead of await listLeads(db, { tenant: flags['tenant'], limit: 1_000_000 })) {
      const c = lead.data.contact;
      console.log(
        [
          lead.id,
          new Date(lead.created_at).toISOString(),
          lead.tenant,
          lead.form,
          lead.category,
          lead.subcategory,
          lead.lead_status,
          c.name,
          c.last_name,
          c.email,
          c.phone,
          c.postcode,
          lead.data.message,
          lead.car_id,
          lead.car?.stocknum,
          Object.entries(lead.deliveries)
            .map(([k, v]) => `${k}:${v}`)
            .join(' '),
        ]
          .map(csvCell)
          .join(','),
      );
    }
  } else if (command === 'redeliver' && positional[0]) {
    const channel = flags['channel'] === 'webhook' || flags['channel'] === 'email' ? flags['channel'] : undefined;
    const reset = await redeliver(db, positional[0], Date.now(), channel);
    console.log(
      reset > 0
        ? `queued ${reset} deliver${reset === 1 ? 'y' : 'ies'} of ${positional[0]}; the running server's relay sends them`
        : `no deliveries found for ${positional[0]}`,
    );
    process.exitCode = reset > 0 ? 0 : 1;
  } else if (command === 'purge') {
    const dryRun = 'dry-run' in flags;
    const { tenants, errors } = loadAllTenants();
    const months = new Map(tenants.map((t) => [t.slug, t.site.leads.retentionMonths]));
    // A tenant whose configuration is broken may keep leads longer than the default: leave its leads alone.
    const broken = new Set(errors.map((e) => e.slug));
    const slugs = flags['tenant']
      ? [flags['tenant']]
      : [...new Set([...months.keys(), ...(await tenantsWithLeads(db))])].sort();
    const now = Date.now();
    for (const slug of slugs) {
      if (broken.has(slug)) {
        console.error(`${slug}: skipped, its configuration is invalid (npm run build names the problem)`);
        process.exitCode = 1;
        continue;
      }
      const keep = months.get(slug) ?? DEFAULT_RETENTION_MONTHS;
      const before = retentionCutoff(now, keep);
      const c = await purgeLeads(db, slug, before, { dryRun });
      console.log(
        `${slug}: ${dryRun ? 'would delete' : 'deleted'} ${c.leads} leads created before ${new Date(before).toISOString()} (kept ${keep} months), ` +
          `${c.deliveries} deliveries, ${c.attachments} miscellaneous records, ${c.idempotency} idempotency records, ` +
          `${c.reservations} ended reservations, ${c.onlinePayments} online payments`,
      );
    }
    if (!dryRun && !flags['tenant'])
      console.log(`operational rows purged: ${JSON.stringify(await purgeExpired(db, now))}`);
  } else {
    console.error(
      'usage: npm run leads -- list [--tenant=slug] | export --format=csv [--tenant=slug] | redeliver <lead id> [--channel=webhook|email] | purge [--tenant=slug] [--dry-run]',
    );
    process.exitCode = 2;
  }
} finally {
  await db.close();
}
