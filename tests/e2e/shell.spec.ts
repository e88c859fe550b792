import { expect, test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { offerDate } from '../../src/features/offers/rules/offer-status.ts';
import { readBuiltFunctions } from '../../scripts/lib/functions-artifacts.ts';
import { DIST_DIR } from '../../scripts/lib/paths.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { DEMO_TENANTS, host, loopback, origin } from './tenants.ts';

for (const slug of DEMO_TENANTS) {
  const tenant = loadTenant(slug);
  test.describe(`${slug}: site shell`, () => {
    test('header menus open and lead to a content page @phone', async ({ page, isMobile }) => {
      await page.goto(`${origin(slug)}/`);
      await expect(page).toHaveTitle(tenant.site.name);
      if (isMobile) await page.locator('summary', { hasText: 'Menu' }).click();
      const nav = page.getByRole('navigation', { name: isMobile ? 'Main (mobile)' : 'Main', exact: true });
      await nav.getByText('Company', { exact: true }).click();
      await nav.getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(/\/about-us\/?$/);
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    });

    test('old and alternative routes lead to the pages that serve them', async ({ page }) => {
      const location = tenant.locations.find((l) => l.visible)!;
      await page.goto(`${origin(slug)}/contact-us`);
      await expect(page).toHaveURL(/\/contact\/?$/);
      await page.goto(`${origin(slug)}/locations/${location.slug}`);
      await expect(page).toHaveURL(new RegExp(`/our-location/${location.slug}/?$`));
      await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible();
      await page.goto(`${origin(slug)}/parts/search`);
      // A tenant with a parts catalogue (parts.json) searches it there; the others forward to the parts order form.
      if (tenant.parts.length > 0)
        await expect(page.getByRole('heading', { level: 1, name: 'Parts Search' })).toBeVisible();
      else await expect(page).toHaveURL(/\/vehicle-parts-and-accessories\/?$/);
    });

    test('/brands lists the makes in stock, each with an overview leading to its stock', async ({ page }) => {
      await page.goto(`${origin(slug)}/brands`);
      await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
      const makes = page.getByRole('region', { name: 'Makes in Stock' }).getByRole('link');
      expect(await makes.count()).toBeGreaterThan(0);
      const make = ((await makes.first().textContent()) ?? '').trim();
      await makes.first().click();
      await expect(page).toHaveURL(/\/[a-z0-9-]+\/overview\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${make} Overview`);
      const inStock = page.getByRole('region', { name: 'In Stock Now' }).getByRole('link');
      expect(await inStock.count()).toBeGreaterThan(0);
      await expectNoSeriousA11yIssues(page);
      await page.getByRole('link', { name: `View all ${make} stock` }).click();
      await expect(page).toHaveURL(/\/search\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${make} for Sale`);
    });

    test('a header dropdown closes on Escape, giving focus back to its toggle, and when focus leaves it', async ({
      page,
    }) => {
      await page.goto(`${origin(slug)}/`);
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      const toggle = nav.locator('summary', { hasText: 'Company' });
      // An inner locator of `has` is matched inside each details, so it is not scoped to the nav.
      const dropdown = nav.locator('details', { has: page.locator('summary', { hasText: 'Company' }) });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(dropdown).toHaveAttribute('open');
      await page.keyboard.press('Tab');
      await expect(dropdown.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dropdown).not.toHaveAttribute('open');
      await expect(toggle).toBeFocused();
      // Open again and tab through its links and out of it: it closes behind the shopper.
      await page.keyboard.press('Enter');
      await expect(dropdown).toHaveAttribute('open');
      const links = await dropdown.getByRole('link').count();
      for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
      expect(await dropdown.evaluate((el) => el.contains(document.activeElement))).toBe(false);
      await expect(dropdown).not.toHaveAttribute('open');
    });

    test('the Stock dropdown lists the car-type searches', async ({ page }) => {
      await page.goto(`${origin(slug)}/`);
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      await nav.getByText('Stock', { exact: true }).click();
      for (const label of ['All Stock', 'New Cars', 'Used Cars', 'Demo Cars'])
        await expect(nav.getByRole('link', { name: label })).toBeVisible();
    });

    test('the footer has the spec groups and the payment strip', async ({ page }) => {
      await page.goto(`${origin(slug)}/`);
      const footer = page.getByRole('contentinfo');
      for (const heading of ['Buyer Tools', 'Service & Parts', tenant.site.name])
        await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      if (tenant.site.features.paymentStrip) {
        await expect(footer).toContainText('We accept:');
        const logos = footer.getByRole('list', { name: 'Payment methods' }).getByRole('img');
        await expect(logos).toHaveCount(5);
        for (const name of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
          await expect(footer.getByRole('img', { name, exact: true })).toBeVisible();
      }
    });

    test('an unknown page answers 404 with a helpful page', async ({ page }) => {
      const response = await page.goto(`${origin(slug)}/no-such-page-here`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, we couldn’t find that page');
      await expect(page.getByRole('link', { name: 'Search our stock' })).toHaveAttribute(
        'href',
        tenant.site.search.defaultPath,
      );
    });

    test('news lists blog cards with full dates and opens a post', async ({ page }) => {
      await page.goto(`${origin(slug)}/news`);
      const first = page.locator('ul.posts > li').first();
      await expect(first.locator('time')).toHaveText(
        /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );
      const title = ((await first.getByRole('link').textContent()) ?? '').trim();
      await first.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title.replace('…', ''));
    });

    test('the pages send the security headers and discoverability files exist', async ({ request }) => {
      const get = (path: string) => request.get(`${loopback()}${path}`, { headers: { Host: host(slug) } });
      const home = await get('/');
      expect(home.headers()['x-content-type-options']).toBe('nosniff');
      expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(home.headers()['strict-transport-security']).toContain('max-age=');
      expect(await home.text()).toContain('http-equiv="content-security-policy"');
      const sitemap = await (await get('/sitemap.xml')).text();
      expect(sitemap).toContain(`${tenant.site.url}/about-us/`);
      expect(await (await get('/robots.txt')).text()).toContain('Sitemap:');
    });
  });
}

test('harbourside: the footer Email Us link opens a contact dialog', async ({ page }) => {
  await page.goto(`${origin('harbourside')}/`);
  await page.getByRole('button', { name: 'Email Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Us' });
  await expect(dialog.getByRole('link', { name: 'enquiries@harbourside.example.com.au' })).toHaveAttribute(
    'href',
    'mailto:enquiries@harbourside.example.com.au',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

for (const slug of ['harbourside', 'coastal-toyota'] as const) {
  test(`${slug}: the Email Us dialog's title is readable (AA contrast on the white dialog)`, async ({ page }) => {
    await page.goto(`${origin(slug)}/`);
    await page.getByRole('button', { name: 'Email Us' }).click();
    const title = page.getByRole('dialog', { name: 'Email Us' }).getByRole('heading', { name: 'Email Us' });
    await expect(title).toBeVisible();
    const ratio = await title.evaluate((el) => {
      const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
      let background = [255, 255, 255];
      for (let at: Element | null = el; at; at = at.parentElement) {
        const [r = 0, g = 0, b = 0, a = 1] = rgb(getComputedStyle(at).backgroundColor);
        if (a > 0) {
          background = [r, g, b];
          break;
        }
      }
      const luminance = (channels: number[]) => {
        const [r = 0, g = 0, b = 0] = channels.map((c) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const fg = luminance(rgb(getComputedStyle(el).color));
      const bg = luminance(background);
      return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
}

test.describe('coastal-toyota: the phone menu on a phone turned on its side', () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true });

  test('the open menu scrolls within the window below the header, not the page behind it', async ({ page }) => {
    await page.goto(`${origin('coastal-toyota')}/`);
    await page.locator('summary', { hasText: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main (mobile)', exact: true });
    for (const group of ['Models', 'Company']) await nav.locator('summary', { hasText: group }).click();
    const box = (await nav.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(390 + 0.5);
    const last = nav.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    // Swiping on past the menu's end leaves the page where it was.
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 2000);
    await expect(last).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await last.click();
    await expect(page).not.toHaveURL(`${origin('coastal-toyota')}/`);
  });
});

test('an offer page shows a running offer with its call to action and, for a dated one, its end as built', async ({
  page,
}) => {
  // The promos as the build resolved them: a dated offer's expiry counts from the build's day (promos.json
  // '+16dT23:59:59+10:00'), which is yesterday for a build that ran before midnight UTC. An ended offer:
  // offer-pages.spec.ts.
  const built = readBuiltFunctions(DIST_DIR).tenants.find((tenant) => tenant.slug === 'harbourside');
  if (!built) throw new Error('harbourside is not built');
  const { cards } = built.promos;
  const running = cards.find((card) => card.start === undefined && card.expiry === undefined)!;
  const dated = cards.find((card) => card.expiry !== undefined)!;
  await page.goto(`${origin('harbourside')}/offers/${running.id}`);
  await expect(page.getByRole('heading', { level: 1, name: running.title })).toBeVisible();
  await expect(page.getByRole('link', { name: running.cta })).toHaveAttribute('href', running.href);
  await page.goto(`${origin('harbourside')}/offers/${dated.id}`);
  await expect(page.getByText(`Offer ends ${offerDate(dated.expiry!)}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: dated.cta })).toHaveAttribute('href', dated.href);
  await expect(page.getByRole('link', { name: 'See all special offers' })).toHaveAttribute('href', '/special-offers');
});
