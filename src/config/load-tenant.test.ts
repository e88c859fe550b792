import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR } from '../../tests/support/fixture-tenants.ts';
import { ALPHA_SPIN } from '../../tests/support/server/tenants.ts';
import { loadAllTenants, loadTenant } from './load-tenant.ts';
import { TenantConfigError } from './tenant-errors.ts';

/** A tenants folder holding the minimal fixture under each given slug, edited per test. */
function tenantsRoot(slugs: string[]): string {
  const root = join(mkdtempSync(join(tmpdir(), 'tenant-test-')), 'tenants');
  for (const slug of slugs) cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), join(root, slug), { recursive: true });
  return root;
}

// biome-ignore lint/suspicious/noExplicitAny: a fixture's parsed JSON, which each test breaks in its own way
function edit(root: string, slug: string, file: string, change: (json: any) => void): void {
  const path = join(root, slug, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json));
}

function problemsOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof TenantConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a TenantConfigError');
}

describe('tenant configuration', () => {
  describe('defaults: a minimal tenant gets every documented default', () => {
    const tenant = loadTenant('minimal', FIXTURE_TENANTS_DIR);
    it('sold cars stay 3 days, 21 per page is the search default, promos at 8 and 17', () => {
      expect(tenant.site.include_sold_cars_days).toBe(3);
      expect(tenant.promos.positions).toEqual([8, 17]);
      expect(tenant.site.search.priceSlider).toEqual({ min: 5000, max: 250000, step: 500 });
    });
    it('sort options: mostRelevant, latest, highestPrice, lowestPrice on; subscription and km sorts off', () => {
      expect(tenant.site.search.sortOptions).toEqual({
        mostRelevant: true,
        latest: true,
        highestPrice: true,
        lowestPrice: true,
        subscriptionPrice: false,
        kmsLowest: false,
        kmsHighest: false,
      });
    });
    it('review minimum rating 4, storeUserDetails off, comments required, image quality 75, finance rate 10', () => {
      expect(tenant.site.reviews.minRating).toBe(4);
      expect(tenant.site.features.storeUserDetails).toBe(false);
      expect(tenant.site.forms.isMessageRequired).toBe(true);
      expect(tenant.site.imageQuality).toBe(75);
      expect(tenant.site.finance.defaultInterestRate).toBe(10);
      expect(tenant.site.features.justArrivedDays).toBe(8);
    });
    it('an empty location type counts as sales', () => {
      expect(tenant.locations[0]?.location_type).toBe('sales');
    });
  });

  describe('errors name the file, the path inside it and the problem', () => {
    it('a wrong type in site.json', () => {
      const root = tenantsRoot(['broken']);
      edit(root, 'broken', 'site.json', (j) => (j.search = { priceSlider: { step: '500' } }));
      const problems = problemsOf(() => loadTenant('broken', root));
      expect(problems).toEqual([
        {
          file: 'tenants/broken/site.json',
          path: 'search.priceSlider.step',
          message: 'Invalid type: Expected number but received "500"',
        },
      ]);
    });
    it('a missing required field', () => {
      const root = tenantsRoot(['broken']);
      edit(root, 'broken', 'site.json', (j) => delete j.name);
      expect(problemsOf(() => loadTenant('broken', root))).toEqual([
        { file: 'tenants/broken/site.json', path: 'name', message: 'is required' },
      ]);
    });
    it('a spin-to-win campaign: a weight of 0, a fractional weight, an end before its start, no prizes', () => {
      const root = tenantsRoot(['broken']);
      const campaign = {
        ...ALPHA_SPIN,
        end: '2025-05-01T00:00:00+10:00',
        prizes: [
          { label: 'Free car wash', weight: 0 },
          { label: 'Free tint', weight: 1.5 },
        ],
      };
      edit(root, 'broken', 'site.json', (j) => (j.spinToWin = campaign));
      expect(problemsOf(() => loadTenant('broken', root))).toEqual([
        {
          file: 'tenants/broken/site.json',
          path: 'spinToWin.prizes.0.weight',
          message: 'A weight is a positive whole number (1 or more)',
        },
        { file: 'tenants/broken/site.json', path: 'spinToWin.prizes.1.weight', message: 'A weight is a whole number' },
        { file: 'tenants/broken/site.json', path: 'spinToWin.end', message: 'The end must be after the start' },
      ]);
      edit(root, 'broken', 'site.json', (j) => {
        j.spinToWin.prizes = [];
        j.spinToWin.end = '2026-10-01T00:00:00+10:00';
      });
      expect(problemsOf(() => loadTenant('broken', root))).toEqual([
        { file: 'tenants/broken/site.json', path: 'spinToWin.prizes', message: 'A campaign needs at least one prize' },
      ]);
    });
    it('a bad postcode in locations.json', () => {
      const root = tenantsRoot(['broken']);
      edit(root, 'broken', 'locations.json', (j) => (j[0].address.postcode = '400'));
      expect(problemsOf(() => loadTenant('broken', root))).toEqual([
        {
          file: 'tenants/broken/locations.json',
          path: '0.address.postcode',
          message: 'A postcode has exactly 4 digits',
        },
      ]);
    });
    it('a file that is not JSON', () => {
      const root = tenantsRoot(['broken']);
      writeFileSync(join(root, 'broken', 'promos.json'), '{ "cards": [ }');
      const [problem] = problemsOf(() => loadTenant('broken', root));
      expect(problem?.file).toBe('tenants/broken/promos.json');
      expect(problem?.message).toMatch(/^is not valid JSON/);
    });
    it('a reference to a location that does not exist', () => {
      const root = tenantsRoot(['broken']);
      edit(root, 'broken', 'site.json', (j) => (j.locations = { order: [1, 77] }));
      expect(problemsOf(() => loadTenant('broken', root))).toEqual([
        {
          file: 'tenants/broken/site.json',
          path: 'locations.order',
          message: 'location id 77 is not in locations.json',
        },
      ]);
    });
    it('an excluded dropdown id that does not exist, and a fixed dropdown filter without ids', () => {
      const root = tenantsRoot(['broken']);
      edit(root, 'broken', 'site.json', (j) => (j.locations = { dropdownExcludedIds: [77], dropdownFilter: 'fixed' }));
      expect(problemsOf(() => loadTenant('broken', root))).toEqual([
        {
          file: 'tenants/broken/site.json',
          path: 'locations.dropdownExcludedIds',
          message: 'location id 77 is not in locations.json',
        },
        {
          file: 'tenants/broken/site.json',
          path: 'locations.dropdownFixedIds',
          message: "the 'fixed' dropdown filter needs the location ids it offers",
        },
      ]);
    });
    it("a slide whose image is not the shape of the site's slider (spec: 540 by 1920 on one site, 1920 by 700 on others)", () => {
      const root = tenantsRoot(['broken']);
      const slide = (id: string, width: number, height: number) => ({
        id,
        name: id,
        url: '/',
        image: { url: `/media/generated/hero-sale-${width}.webp`, width, height },
      });
      edit(root, 'broken', 'site.json', (j) => (j.branding = { sliderSize: '1920x540' }));
      writeFileSync(
        join(root, 'broken', 'promos.json'),
        JSON.stringify({
          slides: [slide('banner', 1920, 540), slide('small-banner', 640, 180), slide('tall', 1920, 700)],
        }),
      );
      expect(problemsOf(() => loadTenant('broken', root))).toEqual([
        {
          file: 'tenants/broken/promos.json',
          path: 'slides.2.image',
          message: 'is 1920x700; the slider (site.json branding.sliderSize) shows 1920x540 images',
        },
      ]);
    });
    it('lists every problem at once', () => {
      const root = tenantsRoot(['broken']);
      edit(root, 'broken', 'site.json', (j) => {
        j.url = 'not a url';
        j.include_sold_cars_days = -1;
      });
      expect(problemsOf(() => loadTenant('broken', root)).map((p) => p.path)).toEqual([
        'url',
        'include_sold_cars_days',
      ]);
    });
  });

  describe('lead channels and routes (site.leads)', () => {
    const hook = { url: 'https://crm.example/hooks', secretEnv: 'MINIMAL_WEBHOOK_SECRET' };
    const problemsWith = (leads: unknown) => {
      const root = tenantsRoot(['broken']);
      edit(root, 'broken', 'site.json', (j) => (j.leads = leads));
      return problemsOf(() => loadTenant('broken', root));
    };
    it('refuses a secret written into site.json instead of the name of its variable', () => {
      expect(problemsWith({ webhook: { ...hook, secretEnv: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' } })).toEqual([
        {
          file: 'tenants/broken/site.json',
          path: 'leads.webhook.secretEnv',
          message:
            "Name the environment variable that holds the secret (e.g. HARBOURSIDE_WEBHOOK_SECRET), not the secret itself. Its value must be a Standard Webhooks secret: 'whsec_' followed by base64.",
        },
      ]);
    });
    it('a route needs something to match and somewhere to send; names are unique and not "default"', () => {
      const problems = problemsWith({
        routes: [
          { name: 'default', department: 'sales', webhook: hook },
          { name: 'y', webhook: hook },
          { name: 'z', department: 'parts' },
        ],
      });
      expect(problems.map((p) => p.message)).toEqual([
        "'default' names the tenant's own targets; choose another name",
        'A route needs a department, categories or locations to match',
        'A route needs a webhook or an email target',
      ]);
      expect(
        problemsWith({
          routes: [
            { name: 'x', department: 'parts', webhook: hook },
            { name: 'x', department: 'service', webhook: hook },
          ],
        }).map((p) => p.message),
      ).toEqual(['route name "x" is already used by [0]']);
    });
    it("a route's locations must be in locations.json", () => {
      expect(problemsWith({ routes: [{ name: 'north', locations: ['nowhere'], webhook: hook }] })).toEqual([
        {
          file: 'tenants/broken/site.json',
          path: 'leads.routes.0.locations',
          message: "location 'nowhere' is not in locations.json",
        },
      ]);
    });
    it('leads are kept 24 months unless the tenant says otherwise', () => {
      expect(loadTenant('minimal', FIXTURE_TENANTS_DIR).site.leads).toMatchObject({ routes: [], retentionMonths: 24 });
      expect(problemsWith({ retentionMonths: 0 }).map((p) => p.path)).toEqual(['leads.retentionMonths']);
    });
  });

  describe('the parts catalogue (parts.json)', () => {
    const oilFilter = { part_number: '90915-YZZD1', description: 'Oil Filter', make: 'Toyota', category: 'Filters' };
    const withParts = (parts: unknown[]) => {
      const root = tenantsRoot(['parts']);
      writeFileSync(join(root, 'parts', 'parts.json'), JSON.stringify(parts));
      return root;
    };
    it('is optional: a tenant without one has an empty catalogue', () => {
      expect(loadTenant('minimal', tenantsRoot(['minimal'])).parts).toEqual([]);
    });
    it('reads each part with its defaults: no models fits every model of the make, no price', () => {
      expect(loadTenant('parts', withParts([oilFilter])).parts).toEqual([{ ...oilFilter, models: [] }]);
    });
    it('refuses an unknown key with the key most likely meant, and a missing or empty field', () => {
      const root = withParts([
        { ...oilFilter, modles: ['HiLux'] },
        { ...oilFilter, part_number: 'X1', make: ' ' },
      ]);
      expect(problemsOf(() => loadTenant('parts', root))).toEqual([
        { file: 'tenants/parts/parts.json', path: '0.modles', message: 'unknown key; did you mean "0.models"?' },
        { file: 'tenants/parts/parts.json', path: '1.make', message: 'Must not be empty' },
      ]);
    });
    it('a negative price; a repeated part number is reported at the repeat, naming the first', () => {
      expect(
        problemsOf(() => loadTenant('parts', withParts([oilFilter, { ...oilFilter, part_number: 'X1', price: -1 }]))),
      ).toEqual([
        { file: 'tenants/parts/parts.json', path: '1.price', message: 'Invalid value: Expected >=0 but received -1' },
      ]);
      expect(problemsOf(() => loadTenant('parts', withParts([oilFilter, oilFilter])))).toEqual([
        {
          file: 'tenants/parts/parts.json',
          path: '1.part_number',
          message: 'part number "90915-YZZD1" is already used by [0]',
        },
      ]);
    });
  });

  describe('the promos (promos.json)', () => {
    const card = { id: 'sale', title: 'Sale', href: '/special-offers' };
    const slide = { id: 'hero', name: 'Sale', url: '/', image: { url: '/hero.webp', width: 1920, height: 700 } };
    const withPromos = (promos: unknown) => {
      const root = tenantsRoot(['minimal']);
      writeFileSync(join(root, 'minimal', 'promos.json'), JSON.stringify(promos));
      return root;
    };
    it("refuses a card or slide with an empty id or heading: a marketer's slip never publishes a blank card", () => {
      const root = withPromos({
        cards: [card, { ...card, id: 'blank', title: ' ' }, { ...card, id: '' }],
        slides: [{ ...slide, name: '' }],
      });
      expect(problemsOf(() => loadTenant('minimal', root))).toEqual([
        { file: 'tenants/minimal/promos.json', path: 'cards.1.title', message: 'Must not be empty' },
        { file: 'tenants/minimal/promos.json', path: 'cards.2.id', message: 'Must not be empty' },
        { file: 'tenants/minimal/promos.json', path: 'slides.0.name', message: 'Must not be empty' },
      ]);
    });
  });

  describe('ids repeated within a tenant', () => {
    it('a repeated location id or slug is reported at the repeat, naming the first', () => {
      const root = tenantsRoot(['broken']);
      edit(root, 'broken', 'locations.json', (j) => j.push({ ...j[0] }));
      expect(problemsOf(() => loadTenant('broken', root))).toEqual([
        { file: 'tenants/broken/locations.json', path: '1.id', message: 'location id 1 is already used by [0]' },
        {
          file: 'tenants/broken/locations.json',
          path: '1.slug',
          message: 'location slug "minimal-motors-brisbane" is already used by [0]',
        },
      ]);
    });
    it('one dealership id names one dealership', () => {
      const root = tenantsRoot(['broken']);
      edit(root, 'broken', 'locations.json', (j) =>
        j.push({ ...j[0], id: 2, slug: 'second', primary: false, dealership_name: 'Other Motors' }),
      );
      expect(problemsOf(() => loadTenant('broken', root))).toEqual([
        {
          file: 'tenants/broken/locations.json',
          path: '1.dealership_name',
          message: 'dealership id 1 is named "Minimal Motors" at [0]; one dealership id names one dealership',
        },
      ]);
    });
  });

  it('a broken tenant does not stop the others loading', () => {
    const root = tenantsRoot(['alpha', 'broken', 'gamma']);
    edit(root, 'broken', 'site.json', (j) => (j.id = 'x'));
    const { tenants, errors } = loadAllTenants(root);
    expect(tenants.map((t) => t.slug)).toEqual(['alpha', 'gamma']);
    expect(errors.map((e) => e.slug)).toEqual(['broken']);
    expect(errors[0]?.message).toContain('tenants/broken/site.json → id');
  });
});
