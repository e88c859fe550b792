import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { carPages } from '../../src/features/vehicle/build/car-pages.ts';
import { leadsByEmail, uniqueEmail, waitLikeAShopper } from './journeys-support.ts';
import { origin } from './tenants.ts';

// decision 14: a tap on a lead form's submit before any script file has arrived (a phone on a slow network) must
// not post the static page (404/405, everything typed lost). Every /_astro/ script (islands and page scripts alike)
// is held back until the tap is done, so only what the HTML itself carries can hold the submit.

/** Holds back every script file of the site until release(); answers release. */
async function holdAllScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Records every navigation the page starts by a POST (a native form submit). */
function nativePosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') posts.push(request.url());
  });
  return posts;
}

/** How long the islands may take to wake once their scripts are released. */
const WAKE_MS = 45_000;

async function expectAsleep(form: Locator): Promise<void> {
  await expect(form.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr', '');
  await expect(form).not.toHaveAttribute('data-ready', 'true');
}

/** A car of `slug` whose page offers the enquiry form. */
async function inStockCar(slug: string) {
  return (await carPages(loadTenant(slug))).cars.find((c) => c.status === 'in_stock' && c.price > 10)!;
}

test.describe('a submit tapped before any script has arrived', () => {
  test.slow();

  for (const slug of ['harbourside', 'outback-rv']) {
    test(`${slug} car page: Send Enquiry stays on the page, keeps the fields and sends the lead once the island wakes @phone`, async ({
      page,
    }) => {
      const car = await inStockCar(slug);
      const url = `${origin(slug)}/cars/${car.slug}`;
      const email = uniqueEmail(`early-car-${slug}`);
      const posts = nativePosts(page);
      const release = await holdAllScripts(page);
      // The page's own deferred scripts are held too, so the load never comes: go on once the HTML is in.
      await page.goto(`${url}#enquiry-form`, { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'Enquire about this car' });
      await form.scrollIntoViewIfNeeded();
      await expectAsleep(form);
      await form.getByLabel('First Name').fill('Robin');
      await form.getByLabel('Last Name').fill('Early');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Mobile').fill('0412345678');
      await form.getByLabel(/^Comments/).fill('Is it still available?');
      // outback-rv asks for the terms (its car enquiry had no box for them: it could not be sent at all).
      if (loadTenant(slug).site.forms.requireTerms) await form.getByLabel('I agree to the terms of use').check();
      await waitLikeAShopper(page);
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await page.waitForTimeout(500);
      expect(posts).toEqual([]);
      await expect(page).toHaveURL(`${url}#enquiry-form`);
      await expect(form.getByLabel('First Name')).toHaveValue('Robin');
      await expect(form.getByLabel('Email')).toHaveValue(email);
      await expectAsleep(form);
      release();
      await expect(page).toHaveURL(/\/success\/?$/, { timeout: WAKE_MS });
      expect(posts).toEqual([]);
      const leads = leadsByEmail(slug, email);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ form: 'enquiry', car_id: car.id });
    });
  }

  test('harbourside /contact: Send Enquiry stays on the page, keeps the fields and sends the lead once the island wakes @phone', async ({
    page,
  }) => {
    const tenant = loadTenant('harbourside');
    const location = tenant.locations.find((l) => l.visible && l.location_type === 'sales') ?? tenant.locations[0]!;
    const url = `${origin('harbourside')}/contact`;
    const email = uniqueEmail('early-contact');
    const posts = nativePosts(page);
    const release = await holdAllScripts(page);
    await page.goto(url, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'General enquiry' });
    await form.scrollIntoViewIfNeeded();
    await expectAsleep(form);
    await form.getByLabel('First Name').fill('Casey');
    await form.getByLabel('Last Name').fill('Nguyen');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('0412345678');
    await form.getByLabel('Dealership location').selectOption(String(location.id));
    await form.getByLabel('Comments').fill('Sent before the page woke.');
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(url);
    await expect(form.getByLabel('Comments')).toHaveValue('Sent before the page woke.');
    await expectAsleep(form);
    release();
    await expect(page).toHaveURL(/\/success\/?$/, { timeout: WAKE_MS });
    const leads = leadsByEmail('harbourside', email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: 'enquiry', data: { location_id: location.id } });
  });

  test('harbourside /book-test-drive: Book Test Drive stays on the page and is answered once the island wakes @phone', async ({
    page,
  }) => {
    const url = `${origin('harbourside')}/book-test-drive`;
    const posts = nativePosts(page);
    const release = await holdAllScripts(page);
    await page.goto(url, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Book a Test Drive' });
    await expectAsleep(form);
    await form.getByLabel('First Name').fill('Alex');
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(url);
    await expect(form.getByLabel('First Name')).toHaveValue('Alex');
    release();
    await expect(form).toHaveAttribute('data-ready', 'true', { timeout: WAKE_MS });
    // The held submit is replayed: the island checks the form and lists what is still missing.
    const summary = form.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
    await expect(summary).toContainText('Email: This is a required field.');
    await expect(summary).not.toContainText('First Name');
    await expect(form.getByLabel('First Name')).toHaveValue('Alex');
    expect(posts).toEqual([]);
  });
});

test.describe('where no script runs at all', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/book-test-drive', '/contact', '/finance']) {
    test(`harbourside ${path}: the shopper is told before typing that the form cannot send, and where to write instead @phone`, async ({
      page,
    }) => {
      const email = loadTenant('harbourside').site.contact.email ?? '';
      expect(email).not.toBe('');
      await page.goto(`${origin('harbourside')}${path}`);
      const note = page.getByRole('note').filter({ hasText: "This page's forms need JavaScript to send" });
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      await page.screenshot({ path: test.info().outputPath('no-script.png') });
    });
  }
});

test('harbourside /book-test-drive: with scripts on, no notice about JavaScript shows', async ({ page }) => {
  await page.goto(`${origin('harbourside')}/book-test-drive`);
  await expect(page.getByRole('form', { name: 'Book a Test Drive' })).toHaveAttribute('data-ready', 'true');
  await expect(page.getByText("This page's forms need JavaScript to send")).toHaveCount(0);
});
