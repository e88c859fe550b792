import { formatPhone } from '../../src/features/vehicle/rules/dealer-phone.ts';
import { expect, test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { carsLite, readyForm, uniqueEmail, uniqueMobile, waitLikeAShopper } from './journeys-support.ts';
import { origin } from './tenants.ts';

const coastal = loadTenant('coastal-toyota');
const outback = loadTenant('outback-rv');

// Booking pages are a third party's: never fetched in tests.
test.beforeEach(async ({ page }) => {
  await page.route('https://booking.example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title><p>Booking</p>' }),
  );
});

test.describe('context carried through (issue 11)', () => {
  // Whole journeys through the built site on a shared 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('single-manufacturer site: location names and View Location Details open the location page', async ({
    page,
  }) => {
    await page.goto(`${origin('coastal-toyota')}/contact`);
    const caloundra = coastal.locations.find((l) => l.slug === 'caloundra')!;
    const card = page.locator('article.location-card').filter({ hasText: caloundra.name }).first();
    await expect(card.getByRole('link', { name: `View Location Details for ${caloundra.name}` })).toHaveAttribute(
      'href',
      '/our-location/caloundra',
    );
    await expect(card.getByRole('link', { name: caloundra.name, exact: true })).toHaveAttribute(
      'href',
      '/our-location/caloundra',
    );
    await card.getByRole('link', { name: `View Location Details for ${caloundra.name}` }).click();
    await expect(page).toHaveURL(/\/our-location\/caloundra\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(caloundra.name);
  });

  test("a location card's Enquire Now preselects that dealership and location on the enquiry form", async ({
    page,
  }) => {
    const caloundra = coastal.locations.find((l) => l.slug === 'caloundra')!;
    await page.goto(`${origin('coastal-toyota')}/our-location/caloundra`);
    await page.getByRole('link', { name: 'Enquire Now' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/contact/?\\?location_id=${caloundra.id}$`));
    const form = await readyForm(page, 'General enquiry');
    await expect(form.getByLabel('Dealership location')).toHaveValue(String(caloundra.id));
    const email = uniqueEmail('ctx');
    await form.getByLabel('First Name').fill('Robin');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill(uniqueMobile());
    await form.getByLabel('Comments').fill('Is the service centre open Saturday?');
    await waitLikeAShopper(page);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ location_id: caloundra.id, dealership_slug: caloundra.dealership_slug });
    await expect(page).toHaveURL(/\/success\/?$/);
  });

  test('every lead carries the pages visited in this browser session', async ({ page }) => {
    for (const path of ['/', '/service', '/dealer-locator']) await page.goto(`${origin('coastal-toyota')}${path}`);
    await page.goto(`${origin('coastal-toyota')}/contact`);
    const form = await readyForm(page, 'General enquiry');
    await form.getByLabel('First Name').fill('Sam');
    await form.getByLabel('Email').fill(uniqueEmail('visits'));
    await form.getByLabel('Mobile').fill(uniqueMobile());
    await form.getByLabel('Dealership location').selectOption('1');
    await form.getByLabel('Comments').fill('Just looking.');
    await waitLikeAShopper(page);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const body = (await sent).postDataJSON() as { lead_attributes: { visited_pages: string[] } };
    expect(body.lead_attributes.visited_pages.map((p) => p.replace(/\/$/, '') || '/')).toEqual([
      '/',
      '/service',
      '/dealer-locator',
      '/contact',
    ]);
    await expect(page).toHaveURL(/\/success\/?$/);
  });

  test('sign-in: the Back link goes where ?back= says', async ({ page }) => {
    await page.goto(`${origin('coastal-toyota')}/sign-in?type=finance&redirect=%2Ffinance&back=%2Fcontact`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form).toHaveAttribute('data-ready', 'true');
    await expect(form.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/contact');
  });

  test('dealer locator: its own suggestion, then Find dealerships, lists the nearest', async ({ page }) => {
    await page.goto(`${origin('coastal-toyota')}/dealer-locator`);
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    const box = page.getByRole('combobox', { name: 'Postcode or suburb' });
    await box.fill('Brisbane');
    await page.getByRole('option', { name: 'Brisbane QLD 4000' }).click();
    await expect(box).toHaveValue('Brisbane QLD 4000');
    await page.getByRole('button', { name: 'Find dealerships' }).click();
    await expect(page.getByRole('heading', { name: 'Nearest dealerships to Brisbane QLD 4000' })).toBeVisible();
    await expect(page.getByText('Invalid postcode')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, 'main');
  });

  test("service booking embeds each service centre's own booking page", async ({ page }) => {
    const bookable = coastal.locations.filter((l) => l.visible && l.booking_url);
    expect(bookable.length).toBeGreaterThan(1);
    await page.goto(`${origin('coastal-toyota')}/service`);
    for (const l of bookable) {
      await expect(page.locator(`iframe[title="Service booking, ${l.name}"]`)).toHaveAttribute('src', l.booking_url!);
      // Offline or blocked, the embedded form shows nothing: the page still links to it and gives the number.
      const booking = page.getByRole('region', { name: l.name, exact: true });
      await expect(booking.getByRole('link', { name: 'Open the booking page (opens in a new tab)' })).toHaveAttribute(
        'href',
        l.booking_url!,
      );
      const phone = l.contact_detail.phone ?? l.contact_detail.landline_phone;
      if (phone) await expect(booking.getByRole('link', { name: formatPhone(phone) })).toBeVisible();
    }
    const nambour = bookable.find((l) => l.slug === 'nambour-service')!;
    const card = page.locator('article.location-card').filter({ hasText: nambour.name }).first();
    await expect(card.getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
      'href',
      '/service#service-booking-nambour-service',
    );
    await expectNoSeriousA11yIssues(page, 'main');
  });

  test('finance: ?preferredDealership= preselects the dealership', async ({ page }) => {
    const toowoomba = outback.locations.find((l) => l.slug === 'toowoomba')!;
    await page.goto(
      `${origin('outback-rv')}${outback.site.finance.pagePath}?preferredDealership=${toowoomba.dealership_slug}`,
    );
    const form = page.locator('#finance-form form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await expect(form.getByLabel('Dealership location')).toHaveValue(String(toowoomba.id));
  });

  test("finance with car_id preselects the car's dealership", async ({ page }) => {
    const car = (await carsLite('outback-rv')).find((c) => c.location_id === 3)!;
    await page.goto(`${origin('outback-rv')}${outback.site.finance.pagePath}?car_id=${car.id}`);
    const form = page.locator('#finance-form form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await expect(form.getByLabel('Dealership location')).toHaveValue('3');
  });

  test('finance: the quote sends the vin, nvic, year and whoIsHelping of the link', async ({ page }) => {
    // The page's own quick quote (a popup, where the site has one, quotes its own values).
    const quote = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/youx/quote') &&
        r.method() === 'POST' &&
        (r.postDataJSON() as { purchasePrice?: number }).purchasePrice === 45_000,
    );
    await page.goto(
      `${origin('outback-rv')}${outback.site.finance.pagePath}?vin=JTMABCDE123456789&nvic=ABC12D&year=2021&whoIsHelping=Alex%20at%20Townsville&price=45000`,
    );
    const body = (await quote).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      vin: 'JTMABCDE123456789',
      nvic: 'ABC12D',
      year: 2021,
      whoIsHelping: 'Alex at Townsville',
      purchasePrice: 45_000,
    });
  });
});

test("a tenant's own privacy statement (forms.privacyStatement) is shown on its lead forms, the default elsewhere", async ({
  page,
}) => {
  const statement = coastal.site.forms.privacyStatement!;
  await page.goto(`${origin('coastal-toyota')}/contact`);
  const form = await readyForm(page, 'General enquiry');
  await expect(form.getByText(statement)).toBeVisible();
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    coastal.site.compliance.privacyPath,
  );
  await page.goto(`${origin('outback-rv')}/contact`);
  await expect(
    (await readyForm(page, 'General enquiry')).getByText('We use your details only to answer this request.'),
  ).toBeVisible();
});
