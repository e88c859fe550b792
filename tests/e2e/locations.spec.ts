import { expect, test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { DEMO_TENANTS, islandsReady, origin } from './tenants.ts';

for (const slug of DEMO_TENANTS) {
  const tenant = loadTenant(slug);
  const visible = tenant.locations.filter((l) => l.visible);
  const first = visible[0]!;

  test.describe(`${slug}: locations`, () => {
    test('the contact page lists every visible location with its hours', async ({ page }) => {
      await page.goto(`${origin(slug)}/contact`);
      for (const location of visible)
        await expect(page.getByRole('heading', { name: location.name, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get Directions' }).first()).toHaveAttribute('href', /^https:\/\//);
      const enquire = tenant.site.features.enquiryButtonText;
      const cards = page.locator('.location-card');
      if (visible.some((l) => l.location_type === 'sales'))
        await expect(cards.getByRole('link', { name: enquire, exact: true }).first()).toBeVisible();
      await expect(
        cards.getByRole('link', { name: enquire === 'Enquire Now' ? 'Message Now' : 'Enquire Now', exact: true }),
      ).toHaveCount(0);
    });

    test('a location page shows the address and hours Monday to Sunday @phone', async ({ page }) => {
      await page.goto(`${origin(slug)}/our-location/${first.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
      await expect(page.getByText(first.address.street).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get Directions from Google Maps' })).toBeVisible();
      // The site's own wording for its enquiry button ('Message Now' on outback-rv), on the page and on its cards.
      const enquire = tenant.site.features.enquiryButtonText;
      await expect(page.getByRole('link', { name: enquire, exact: true }).first()).toHaveAttribute(
        'href',
        `/contact?location_id=${first.id}`,
      );
      await expect(
        page.getByRole('link', { name: enquire === 'Enquire Now' ? 'Message Now' : 'Enquire Now', exact: true }),
      ).toHaveCount(0);
      const table = page.getByRole('table', { name: /Monday to Sunday/ }).first();
      await expect(table.getByRole('rowheader')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      expect(jsonLd['@type']).toMatch(/^Auto(Dealer|Repair)$/);
      expect(jsonLd.address.postalCode).toBe(first.address.postcode);
    });

    test('the dealer locator finds dealerships near a postcode', async ({ page }) => {
      await page.goto(`${origin(slug)}/dealer-locator`);
      await islandsReady(page);
      const input = page.getByRole('combobox', { name: 'Postcode or suburb' });
      await input.fill(first.address.postcode);
      await page.getByRole('button', { name: 'Find dealerships' }).click();
      const results = page.getByRole('heading', { name: `Nearest dealerships to ${first.address.postcode}` });
      await expect(results).toBeVisible();
      const items = page.locator('.locator__results > li');
      await expect(items.first()).toContainText(/\d+ km away/);
      expect(await items.count()).toBeLessThanOrEqual(5);
    });

    test('the dealer locator explains a bad postcode', async ({ page }) => {
      await page.goto(`${origin(slug)}/dealer-locator`);
      await islandsReady(page);
      await page.getByRole('combobox', { name: 'Postcode or suburb' }).fill('40');
      await page.getByRole('button', { name: 'Find dealerships' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid postcode. Please enter a 4-digit number.');
      await page.getByRole('combobox', { name: 'Postcode or suburb' }).fill('0001');
      await page.getByRole('button', { name: 'Find dealerships' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid postcode');
    });
  });
}

test('harbourside: a shared address offers its departments and holiday hours', async ({ page }) => {
  await page.goto(`${origin('harbourside')}/our-location/toyota-springwood`);
  await page.getByText('Service', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Service hours, Monday to Sunday' })).toBeVisible();
  await page.getByRole('button', { name: 'Holiday Hours' }).click();
  await expect(page.getByRole('dialog', { name: 'Holiday Hours' })).toBeVisible();
});

test('harbourside: the locator suggests suburbs and ranks the nearest first', async ({ page }) => {
  await page.goto(`${origin('harbourside')}/dealer-locator`);
  await islandsReady(page);
  await page.getByRole('combobox', { name: 'Postcode or suburb' }).fill('Parramatta');
  await page.getByRole('option', { name: /^Parramatta NSW 2150$/ }).click();
  await expect(page.locator('.locator__results > li').first()).toContainText('Parramatta');
});

test('harbourside: the location map loads Leaflet only when scrolled into view, tiles from the configured server', async ({
  page,
}) => {
  const tiles: string[] = [];
  // The sandbox has no internet: answer the configured tile server with a blank tile.
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles.push(route.request().url());
    return route.fulfill({
      contentType: 'image/png',
      body: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
        'base64',
      ),
    });
  });
  await page.goto(`${origin('harbourside')}/our-location/toyota-springwood`);
  const map = page.getByRole('region', { name: 'Map of Harbourside Toyota Springwood' });
  expect(tiles).toEqual([]);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-ready', '');
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
});

test('harbourside: #reviews lists the newest 12 reviews above the minimum rating, with dates in words and dealer replies @phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${origin('harbourside')}/our-location/toyota-springwood`);
  await page.getByRole('link', { name: /Based on 982 reviews/ }).click();
  const section = page.locator('#reviews');
  const reviews = section.getByRole('listitem').filter({ has: page.getByRole('article') });
  await expect(reviews).toHaveCount(12);
  // 15 demo reviews: the 3-star and the 4-star are at or below the minimum rating (4); of the 13 five-star ones the newest 12 show.
  await expect(section.getByRole('heading', { name: 'Daniel W.' })).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Tom Reid' })).toHaveCount(0);
  const first = reviews.first();
  await expect(first.getByRole('heading', { name: 'Priya S.' })).toBeVisible();
  await expect(first.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
  await expect(first.locator('time').first()).toHaveText('21 November 2026');
  await expect(first.getByText('Reply from Harbourside Toyota Springwood · 23 November 2026')).toBeVisible();
  await expect(first.getByText('Thanks Priya! Enjoy the RAV4')).toBeVisible();
  await expect(reviews.last().getByRole('heading', { name: 'Nathan King' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Paul Griffin' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});

test.describe('location blocks: primary, sales, service, parts and one id (issue 11)', () => {
  test.describe.configure({ timeout: 180_000 });
  const blocks = [
    {
      slug: 'coastal-toyota',
      path: '/about-us',
      heading: 'Visit Our Flagship Dealership',
      names: ['Coastal Toyota Maroochydore'],
    },
    { slug: 'harbourside', path: '/dealerships', heading: 'Sales', count: 9 },
    {
      slug: 'coastal-toyota',
      path: '/pages/capped-price-service',
      heading: 'Book at Our Service Centres',
      names: ['Coastal Toyota Maroochydore Service & Parts', 'Coastal Toyota Nambour Service'],
    },
    {
      slug: 'harbourside',
      path: '/vehicle-parts-and-accessories',
      heading: 'Parts Centres',
      names: ['Harbourside Toyota Springwood Parts', 'Harbourside Mitsubishi Dandenong Parts'],
    },
    {
      slug: 'outback-rv',
      path: '/4x4-outdoor',
      heading: 'Fitted at Our Townsville Workshop',
      names: ['Outback RV Service Centre Townsville'],
    },
  ];
  for (const { slug, path, heading, names, count } of blocks)
    test(`${slug}${path} shows the '${heading}' block`, async ({ page }) => {
      await page.goto(`${origin(slug)}${path}`);
      const block = page.getByRole('region', { name: heading, exact: true });
      const cards = block.getByRole('heading', { level: 3 });
      if (names) await expect(cards).toHaveText(names);
      else await expect(cards).toHaveCount(count ?? 0);
      await expect(block.getByRole('link', { name: /^View Location Details/ }).first()).toHaveAttribute(
        'href',
        /^\/our-location\//,
      );
      await expectNoSeriousA11yIssues(page);
    });
});

test("harbourside: the dealerships list is the licence display mode (DL and MRB), other cards follow the site's flag (off)", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const springwood = loadTenant('harbourside').locations.find((l) => l.slug === 'toyota-springwood')!;
  await page.goto(`${origin('harbourside')}/dealerships`);
  const card = page
    .locator('.location-card')
    .filter({ has: page.getByRole('heading', { name: springwood.name, exact: true }) });
  await expect(card.getByText(`DL: ${springwood.dealer_license_number}`)).toBeVisible();
  await page.goto(`${origin('harbourside')}/contact`);
  await expect(page.locator('.location-card').first()).toBeVisible();
  await expect(page.locator('.location-card').getByText(/^DL: /)).toHaveCount(0);
});
