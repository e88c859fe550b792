import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startOfUtcDay } from '../shared/utc-day.ts';
import { listTenantSlugs, loadTenant, TENANTS_DIR, type Tenant } from './load-tenant.ts';
import { NewsDateSetting, newsDate } from './news-date.ts';

const DAY_MS = 86_400_000;
const FIXTURES = join(import.meta.dirname, '..', '..', 'tests', 'fixtures');

/** Each news post of a tenant folder with its `date` front matter as built on `today`. */
function newsDates(slug: string, today: Date): { post: string; date: Date }[] {
  const dir = join(TENANTS_DIR, slug, 'news');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((post) => {
      const setting = /^date:\s*"?([^"\n]+)"?\s*$/m.exec(readFileSync(join(dir, post), 'utf8'))?.[1];
      return { post, date: newsDate(NewsDateSetting.parse(setting), today) };
    });
}

const windows = (tenant: Tenant) => [...tenant.promos.cards, ...tenant.promos.slides];

describe('demo tenants read true on the day they are built (dates relative to the build)', () => {
  // Today, and days across the year ahead (a build next June or at New Year must read true too).
  const today = startOfUtcDay(new Date());
  const days = [0, 45, 137, 200, 365].map((n) => new Date(today.getTime() + n * DAY_MS));

  describe.each(listTenantSlugs())('%s', (slug) => {
    it.each(days.map((day) => [day.toISOString().slice(0, 10), day] as const))('built %s', (_, day) => {
      const tenant = loadTenant(slug, TENANTS_DIR, { today: day });
      const expired = windows(tenant).filter((p) => p.expiry !== undefined && Date.parse(p.expiry) <= day.getTime());
      expect(expired.map((p) => p.id)).toEqual([]);
      const news = newsDates(slug, day);
      expect(news.filter(({ date }) => date.getTime() > day.getTime()).map(({ post }) => post)).toEqual([]);
      // Current: the newest post is at most a month old.
      expect(Math.max(...news.map(({ date }) => date.getTime()))).toBeGreaterThan(day.getTime() - 31 * DAY_MS);
      // Holiday hours ahead, none past: yearly days ('--12-25') move to their next date.
      const isoDay = day.toISOString().slice(0, 10);
      for (const { slug: location, contact_detail } of tenant.locations) {
        const dates = contact_detail.special_hours.map((entry) => entry.date);
        expect(
          dates.filter((date) => date < isoDay),
          location,
        ).toEqual([]);
      }
      const badges = tenant.locations.flatMap((l) => (l.badge === undefined ? [] : [l.badge]));
      const pastYears = badges.filter((b) =>
        [...b.matchAll(/\b\d{4}\b/g)].some(([y]) => Number(y) < day.getUTCFullYear()),
      );
      expect(pastYears).toEqual([]);
    });
  });
});

describe('a fixed clock reproduces fixed dates', () => {
  const today = new Date('2026-11-26T00:00:00Z');
  it("resolves harbourside's promos, news and badge for 2026-11-26", () => {
    const tenant = loadTenant('harbourside', TENANTS_DIR, { today });
    const sale = tenant.promos.cards.find((c) => c.id === 'clearance-sale');
    expect([sale?.start, sale?.expiry]).toEqual(['2026-11-21T00:00:00+10:00', '2026-12-12T23:59:59+10:00']);
    expect(tenant.promos.cards.find((c) => c.id === 'run-out-new')?.expiry).toBe('2026-12-20T16:00:00+10:00');
    expect(tenant.locations.find((l) => l.badge !== undefined)?.badge).toBe('COMING EARLY 2027');
    expect(tenant.locations[0]?.contact_detail.special_hours.map((entry) => [entry.date, entry.name])).toEqual([
      ['2026-12-25', 'Christmas Day'],
      ['2026-12-26', 'Boxing Day'],
      ['2027-01-01', "New Year's Day"],
      ['2027-01-26', 'Australia Day'],
    ]);
    const news = newsDates('harbourside', today).find(({ post }) => post === 'clearance-sale-now-on.md');
    expect(news?.date.toISOString()).toBe('2026-11-20T23:00:00.000Z');
    expect(loadTenant('harbourside', TENANTS_DIR, { today })).toEqual(tenant);
  });
  it("keeps a real dealer's absolute dates whatever the clock (the spec's EOFY and stocktake cards)", () => {
    const root = mkdtempSync(join(tmpdir(), 'dated-promos-'));
    cpSync(join(FIXTURES, 'tenants', 'minimal'), join(root, 'minimal'), { recursive: true });
    cpSync(join(FIXTURES, 'promos', 'spec-dated-promos.json'), join(root, 'minimal', 'promos.json'));
    const spec = JSON.parse(
      readFileSync(join(FIXTURES, 'promos', 'spec-dated-promos.json'), 'utf8'),
    ) as Tenant['promos'];
    for (const day of [today, new Date('2031-02-03T00:00:00Z')]) {
      const { cards } = loadTenant('minimal', root, { today: day }).promos;
      expect(cards.map((c) => [c.id, c.start, c.expiry])).toEqual(spec.cards.map((c) => [c.id, c.start, c.expiry]));
    }
  });
});
