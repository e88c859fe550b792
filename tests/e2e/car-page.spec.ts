import { readFileSync } from 'node:fs';
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { cardDataOf } from '../../src/features/search/rules/card-data.ts';
import { cardSettingsOf } from '../../src/features/search/rules/card-settings.ts';
import { carCardHit } from '../../src/features/vehicle/rules/car-card-hit.ts';
import { carPages } from '../../src/features/vehicle/build/car-pages.ts';
import { isFuelCalculatorShown } from '../../src/features/vehicle/rules/fuel-cost.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { builtTenant } from './built-tenant.ts';
import { leadsByEmail, readyForm, uniqueEmail, waitLikeAShopper } from './journeys-support.ts';
import { hydrated, origin } from './tenants.ts';

const slug = 'harbourside';
const base = origin(slug);
const pages = await carPages(loadTenant(slug));
const inStock = pages.cars.filter((car) => car.status === 'in_stock');
const usedCar = inStock.find(
  (car) => car.car_type === 'used' && pages.similarTo(car).length > 0 && car.standardEquipment.length > 8,
)!;
const newCar = inStock.find((car) => car.car_type === 'new')!;
const soldCar =
  pages.cars.find(
    (car) =>
      car.status === 'sold' &&
      pages.primaryLocation !== undefined &&
      car.city.toLowerCase() !== pages.primaryLocation.address.city.toLowerCase(),
  ) ?? pages.cars.find((car) => car.status === 'sold')!;

/** Keeps analytics events across the navigation to /success: every dataLayer push is also written to sessionStorage. */
async function recordAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const kept = JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]') as unknown[];
    const queue: unknown[] = [];
    queue.push = (...items: unknown[]) => {
      kept.push(...items);
      sessionStorage.setItem('e2e-events', JSON.stringify(kept));
      return Array.prototype.push.apply(queue, items);
    };
    window.dataLayer = queue;
  });
}

async function recordedEvents(page: Page): Promise<{ event: number; car_id?: number }[]> {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]') as { event: number; car_id?: number }[],
  );
}

/** WCAG contrast ratio between an element's text colour and the background behind it. */
async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const background = (node: Element | null): number[] => {
      for (let at = node; at; at = at.parentElement) {
        const [r = 0, g = 0, b = 0, a = 1] = rgb(getComputedStyle(at).backgroundColor);
        if (a > 0) return [r, g, b];
      }
      return [255, 255, 255];
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
    };
    const fg = luminance(rgb(getComputedStyle(el).color));
    const bg = luminance(background(el));
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
}

test.describe('car page enquiries reach the dealer with the car', () => {
  // A whole lead journey: page, form, the 2.5 s the functions ask for, the lead stored.
  test.slow();
  for (const [kind, car, event] of [
    ['used', usedCar, 15],
    ['new', newCar, 14],
  ] as const) {
    test(`Enquire Now on a ${kind} car sends car_id, car_dealership_id, the car's dealership and event ${event} @phone`, async ({
      page,
    }) => {
      await recordAnalytics(page);
      const email = uniqueEmail(`car-enquiry-${kind}`);
      await page.goto(`${base}/cars/${car.slug}`);
      await page
        .getByRole('complementary', { name: 'Price and actions' })
        .getByRole('link', { name: 'Enquire Now' })
        .click();
      const form = await readyForm(page, 'Enquire about this car');
      await expect(form).toBeInViewport();
      await expect(form.getByLabel('Dealership location')).toHaveValue(String(car.location_id));
      await form.getByLabel('First Name').fill('Robin');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Mobile').fill('0412345678');
      await form.getByLabel(/^Comments/).fill('Is it still available?');
      await waitLikeAShopper(page);
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(page).toHaveURL(/\/success\/?$/);
      const [lead] = leadsByEmail(slug, email);
      expect(lead).toMatchObject({ form: 'enquiry', car_id: car.id, category: 'Sales Enquiry' });
      expect(lead?.data).toMatchObject({ car_dealership_id: car.dealership_id, location_id: car.location_id });
      expect((await recordedEvents(page)).filter((e) => e.event === event)).toEqual([
        expect.objectContaining({ car_id: car.id }),
      ]);
    });
  }

  test('a sold car: one SOLD box, no location bar, and Find Me Something Similar sends the car, its dealership and its enquiry event @phone', async ({
    page,
  }) => {
    await recordAnalytics(page);
    const email = uniqueEmail('similar');
    const event = soldCar.car_type === 'used' ? 15 : 14;
    await page.goto(`${base}/cars/${soldCar.slug}`);
    await expect(page.getByText('SOLD', { exact: true })).toHaveCount(1);
    await expect(page.getByText(/^Located at/)).toHaveCount(0);
    await page
      .getByRole('complementary', { name: 'Price and actions' })
      .getByRole('link', { name: 'Find Me Something Similar' })
      .click();
    const form = await readyForm(page, 'Find Me Something Similar');
    await expect(form.getByLabel('Dealership location')).toHaveValue(String(soldCar.location_id));
    await form.getByLabel('First Name').fill('Jo');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('0412345678');
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Find Me Something Similar' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const [lead] = leadsByEmail(slug, email);
    expect(lead).toMatchObject({ form: 'find-similar', car_id: soldCar.id });
    expect(lead?.data).toMatchObject({ car_dealership_id: soldCar.dealership_id, location_id: soldCar.location_id });
    expect((await recordedEvents(page)).filter((e) => e.event === event)).toEqual([
      expect.objectContaining({ car_id: soldCar.id }),
    ]);
  });
});

test.describe('car page defects', () => {
  test("the form islands' tenant context ships once in their shared code, not in each island's props", () => {
    // It did: four copies of the rules and dealership list (36 KB) in every car page.
    const html = readFileSync(builtTenant(slug).site.fileFor(`/cars/${usedCar.slug}`) ?? '', 'utf8');
    const islands = [...html.matchAll(/<astro-island[^>]*>/g)].map((m) => m[0]);
    expect(islands.filter((tag) => tag.includes('/VehicleForms.')).length).toBeGreaterThan(2);
    expect(islands.filter((tag) => tag.includes('dealershipSlugs') || tag.includes('locationIds'))).toEqual([]);
  });
  test('Show More and Show All hide the rest until pressed', async ({ page }) => {
    await page.goto(`${base}/cars/${usedCar.slug}`);
    const moreSpecs = page.locator('#key-specs-more');
    const moreFeatures = page.locator('#features-more');
    await expect(moreSpecs).toBeHidden();
    await expect(moreFeatures).toBeHidden();
    await page.getByRole('button', { name: 'Show More', exact: true }).first().click();
    await expect(moreSpecs).toBeVisible();
    await page
      .getByRole('button', { name: /^Show All/ })
      .first()
      .click();
    await expect(moreFeatures).toBeVisible();
  });

  test('the price comparison block asks /autogauge once scrolled to, and only for a car with market data', async ({
    page,
  }) => {
    const withData = inStock.find((car) => car.car_type === 'used' && car.autograb_data)!;
    const withoutData = inStock.find((car) => car.car_type === 'used' && !car.autograb_data)!;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/autogauge')) asked.push(new URL(request.url()).pathname);
    });
    for (const car of [withoutData, withData]) {
      await page.goto(`${base}/cars/${car.slug}`);
      const calculator = page.locator('#finance-calculator');
      await calculator.scrollIntoViewIfNeeded();
      await hydrated(calculator.getByTestId('repayment'));
    }
    // The car without data never asks (its answer could only be a 404 in the shopper's console).
    await expect.poll(() => asked).toEqual([`/api/cars/${withData.slug}/autogauge`]);
  });

  test('a shopper who never signed in: the car page asks nothing about an account, so the console shows no 401', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/watchlist') || path.startsWith('/api/auth')) asked.push(path);
    });
    await page.goto(`${base}/cars/${usedCar.slug}`);
    const save = page.getByRole('button', { name: `Save ${usedCar.name} to watchlist` });
    await save.scrollIntoViewIfNeeded();
    await hydrated(save);
    await save.click();
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist/);
    expect(asked).toEqual([]);
  });

  test('the fuel calculator names the range of a figure it cannot take, next to the field', async ({ page }) => {
    await page.goto(`${base}/cars/${inStock.find(isFuelCalculatorShown)?.slug}`);
    const price = page.getByLabel('Fuel price ($ per litre)');
    await price.scrollIntoViewIfNeeded();
    await hydrated(price);
    await price.fill('-3');
    await expect(price).toHaveAccessibleDescription('Enter a fuel price from $0.50 to $5.00 a litre.');
    await expect(page.getByTestId('fuel-cost')).toHaveText('Correct the figures above to see the cost.');
    await price.fill('2');
    await expect(price).not.toHaveAttribute('aria-invalid');
    await expect(page.getByTestId('fuel-cost')).toContainText('costs $');
  });

  test('a fuel calculator field can be emptied and retyped: no 0 creeps in, no cost from an empty field', async ({
    page,
  }) => {
    await page.goto(`${base}/cars/${inStock.find(isFuelCalculatorShown)?.slug}`);
    const distance = page.getByLabel('Distance (km)');
    await distance.scrollIntoViewIfNeeded();
    await hydrated(distance);
    await distance.fill('');
    await expect(distance).toHaveValue('');
    await expect(distance).toHaveAccessibleDescription('Enter a distance from 1 to 100,000 km.');
    await expect(page.getByTestId('fuel-cost')).toHaveText('Correct the figures above to see the cost.');
    await distance.pressSequentially('300');
    await expect(distance).toHaveValue('300');
    await expect(page.getByTestId('fuel-cost')).toContainText('300 kms costs $');
  });

  test('the sticky car header shows above the sticky site header', async ({ page }) => {
    await page.goto(`${base}/cars/${usedCar.slug}`);
    await page.mouse.wheel(0, 1200);
    const header = page.locator('[data-sticky-header]');
    await expect(header).toHaveClass(/is-shown/);
    const title = header.locator('.sticky-header__title');
    const box = (await title.boundingBox())!;
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-sticky-header]') !== null,
      { x: box.x + 10, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(true);
  });

  // Phone-only behaviour: these run on a phone in every project rather than being skipped on the desktop one.
  test.describe('on a phone', () => {
    const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
    test.use(phone);

    test('after 900 px the phone bar keeps Call Now readable @phone', async ({ page }) => {
      await page.goto(`${base}/cars/${usedCar.slug}`);
      await page.evaluate(() => window.scrollTo(0, 1500));
      const bar = page.locator('[data-sticky-bar]');
      await expect(bar).toHaveClass(/is-open/);
      const call = bar.locator('a[data-phone-reveal]');
      await expect(call).toBeVisible();
      // Let the colour transition settle: the bar has changed once its background is no longer white.
      expect(await contrastOf(call)).toBeGreaterThanOrEqual(4.5);
      for (const button of await bar.locator('.button').all())
        expect(await contrastOf(button)).toBeGreaterThanOrEqual(4.5);
    });

    test('focus stops above the bottom bar: the loan-amount slider and the last footer link are never under it @phone', async ({
      page,
    }) => {
      await page.goto(`${base}/cars/${usedCar.slug}`);
      const bar = page.locator('[data-sticky-bar]');
      const barTop = async () => (await bar.boundingBox())!.y;
      const slider = page.getByRole('slider', { name: /^(Loan amount|Purchase price)$/ }).first();
      await slider.scrollIntoViewIfNeeded();
      await hydrated(slider);
      const links = page.getByRole('contentinfo').getByRole('link');
      for (const target of [slider, links.last()]) {
        // From the top, as a shopper tabbing down reaches it: the browser scrolls it just into view.
        await page.evaluate(() => window.scrollTo(0, 0));
        await target.focus();
        await expect(target).toBeFocused();
        const box = (await target.boundingBox())!;
        expect(box.y + box.height, await target.evaluate((el) => el.outerHTML.slice(0, 80))).toBeLessThanOrEqual(
          await barTop(),
        );
      }
      // At the very end of the page too, the last footer link stays clear of the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = (await links.last().boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(await barTop());
    });

    test("a sold car's sticky header keeps room for the car's name @phone", async ({ page }) => {
      await page.goto(`${base}/cars/${soldCar.slug}`);
      await page.evaluate(() => window.scrollTo(0, 1500));
      const header = page.locator('[data-sticky-header]');
      await expect(header).toHaveClass(/is-shown/);
      const title = header.locator('.sticky-header__title');
      // Not '202…': the title has room for the year and make at least, on up to two lines.
      expect((await title.boundingBox())!.width).toBeGreaterThanOrEqual(150);
      await expect(header.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
      // Still no taller than --car-header-offset (4rem), which what scrolls into view keeps clear of.
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    });

    test('car and sold-car pages never scroll sideways on a phone once Similar Cars loads @phone', async ({ page }) => {
      for (const car of [usedCar, soldCar]) {
        await page.goto(`${base}/cars/${car.slug}`);
        const similar = page.getByRole('heading', { name: 'Similar Cars' });
        if ((await similar.count()) === 0) continue;
        await similar.scrollIntoViewIfNeeded();
        await expect(page.locator('.similar__track')).toHaveAttribute('aria-busy', 'false');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, car.slug).toBeLessThanOrEqual(page.viewportSize()!.width);
      }
    });
  });

  test('similar cars are styled as the search cards: bordered card, picture in its frame, specs without bullets', async ({
    page,
  }) => {
    await page.goto(`${base}/cars/${usedCar.slug}`);
    const track = page.locator('.similar__track');
    await track.scrollIntoViewIfNeeded();
    await expect(track).toHaveAttribute('aria-busy', 'false');
    const card = track.getByRole('article').first();
    await expect(card).toHaveCSS('border-top-style', 'solid');
    await expect(card.locator('.car-card__media')).toHaveCSS('aspect-ratio', '3 / 2');
    await expect(card.getByRole('list')).toHaveCSS('list-style-type', 'none');
    await expectNoSeriousA11yIssues(page, '.similar');
  });

  test("a similar car's favourite heart saves it", async ({ page }) => {
    await page.goto(`${base}/cars/${usedCar.slug}`);
    const track = page.locator('.similar__track');
    await track.scrollIntoViewIfNeeded();
    await expect(track).toHaveAttribute('aria-busy', 'false');
    const heart = track.getByRole('button', { name: /to favourites$/ }).first();
    await hydrated(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('favourites') ?? '')).toContain('"id"');
  });

  test('search-card Test Drive and Find Me Something Similar lead to forms that exist', async ({ page }) => {
    const settings = cardSettingsOf(loadTenant(slug).site.features, pages.now);
    const available = cardDataOf(carCardHit(usedCar, undefined), settings).buttons.find(
      (b) => b.action === 'test-drive',
    )!;
    const sold = cardDataOf(carCardHit(soldCar, undefined), settings).buttons.find((b) => b.action === 'find-similar')!;
    await page.goto(`${base}${available.href}`);
    const drive = await readyForm(page, 'Book a Test Drive');
    await expect(drive).toBeInViewport();
    await page.goto(`${base}${sold.href}`);
    const similar = await readyForm(page, 'Find Me Something Similar');
    await expect(similar).toBeInViewport();
  });

  test("analytics: a used car's view sends event 4, a new car's does not; a search page sends 49", async ({ page }) => {
    const events = () =>
      page.evaluate(() => (window.dataLayer ?? []).map((e) => e as { event: number; car_id?: number }));
    await page.goto(`${base}/cars/${usedCar.slug}`);
    await expect.poll(events).toContainEqual(expect.objectContaining({ event: 4, car_id: usedCar.id }));
    await page.goto(`${base}/cars/${newCar.slug}`);
    await page.waitForLoadState('load');
    await expect.poll(async () => await page.evaluate(() => document.readyState)).toBe('complete');
    expect((await events()).filter((e) => e.event === 4)).toEqual([]);
    await page.goto(`${base}/search/new-used-and-demo-cars`);
    await expect.poll(events).toContainEqual(expect.objectContaining({ event: 49 }));
  });

  test('one set of finance figures: the calculator opens on the sidebar estimate and its rates', async ({ page }) => {
    const financed = inStock.find(
      (car) => car.finance_lenders?.['Manual']?.comparisonRate && car.make !== 'Suzuki' && car.price > 500,
    )!;
    const lender = financed.finance_lenders!['Manual']!;
    await page.goto(`${base}/cars/${financed.slug}`);
    const side = page.getByRole('complementary', { name: 'Price and actions' });
    const weekly = `${new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(lender.paymentWeek!)}/wk`;
    await expect(side.locator('.estimate__figure')).toHaveText(weekly);
    const calculator = page.locator('#finance-calculator');
    await expect(calculator.getByTestId('repayment')).toHaveText(weekly);
    await expect(calculator).toContainText(`${lender.interestRate}% p.a. interest rate`);
    await expect(calculator).toContainText(`${lender.comparisonRate!.toFixed(2)}% p.a. comparison rate*`);
    await expect(calculator.getByRole('slider', { name: 'Loan term' })).toHaveValue(String(lender.termYears));
  });

  test("the calculator's Monthly figure is its weekly figure × 4.33", async ({ page }) => {
    // Well above the $25 'Enquire for Finance' line, so both figures are amounts.
    const financed = inStock.find(
      (car) => (car.finance_lenders?.['Manual']?.paymentWeek ?? 0) > 50 && car.make !== 'Suzuki',
    )!;
    await page.goto(`${base}/cars/${financed.slug}`);
    const calculator = page.locator('#finance-calculator');
    await calculator.scrollIntoViewIfNeeded();
    const figure = calculator.getByTestId('repayment');
    await hydrated(figure);
    await expect(figure).toHaveText(/\/wk$/);
    const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    const weekly = dollars(await figure.textContent());
    await calculator.getByRole('radio', { name: 'Monthly' }).check();
    await expect(figure).toHaveText(/\/mo$/);
    // Rounded to the cent: within half a cent of weekly × 4.33.
    expect(Math.abs(dollars(await figure.textContent()) - weekly * 4.33)).toBeLessThanOrEqual(0.005 + 1e-9);
  });

  test('the interest-rate slider moved: the comparison rate shown is not the interest rate (the lender charges a fee)', async ({
    page,
  }) => {
    expect(loadTenant(slug).site.finance.interestLocked).toBe(false);
    // A standard-variant calculator counts the lender's establishment fee in its comparison rate.
    const financed = inStock.find(
      (car) =>
        (car.finance_lenders?.['Manual']?.establishmentFees ?? 0) > 0 && car.make !== 'Suzuki' && car.price > 500,
    )!;
    await page.goto(`${base}/cars/${financed.slug}`);
    const calculator = page.locator('#finance-calculator');
    await calculator.scrollIntoViewIfNeeded();
    const rate = calculator.getByRole('slider', { name: 'Interest rate (p.a.)' });
    await hydrated(rate);
    await expect(rate).toBeEnabled();
    const rates = calculator.locator('.fc__rates');
    const before = (await rates.textContent()) ?? '';
    await rate.focus();
    await page.keyboard.press('ArrowRight');
    await expect(rates).not.toHaveText(before);
    await expect(rate).toBeFocused();
    const text = (await rates.textContent()) ?? '';
    const interest = Number(/([\d.]+)% p\.a\. interest rate/.exec(text)?.[1]);
    const comparison = Number(/([\d.]+)% p\.a\. comparison rate/.exec(text)?.[1]);
    expect(interest).toBe(Number(await rate.inputValue()));
    expect(comparison, text).not.toBe(interest);
    expect(comparison, text).toBeGreaterThan(interest);
  });
});

test.describe('car page history report and interior view', () => {
  test("View History Report links to the car's report, which opens, and records event 60", async ({ page }) => {
    const reported = inStock.find((car) => car.file !== undefined)!;
    await page.goto(`${base}/cars/${reported.slug}`);
    const link = page
      .getByRole('complementary', { name: 'Price and actions' })
      .getByRole('link', { name: 'View History Report' });
    await expect(link).toHaveAttribute('href', reported.file!);
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') ?? '' };
    }, reported.file!);
    expect(answer).toEqual({ status: 200, type: expect.stringContaining('application/pdf') });
    const opened = page.waitForEvent('popup');
    await link.click();
    await (await opened).close();
    const events = () =>
      page.evaluate(() => (window.dataLayer ?? []).map((e) => e as { event: number; car_id?: number }));
    await expect.poll(events).toContainEqual(expect.objectContaining({ event: 60, car_id: reported.id }));
  });

  test("the Interior view shows the car's interior and its interior hotspots", async ({ page }) => {
    const car = inStock.find((c) => c.spin_interior_image !== undefined && (c.hotspots?.interior.length ?? 0) > 0)!;
    await page.goto(`${base}/cars/${car.slug}`);
    const media = page.getByRole('region', { name: 'Photos and 360° view' });
    const interior = media.getByRole('img', { name: `Interior of ${car.name}` });
    await expect(interior).toBeHidden();
    const button = media.getByRole('button', { name: 'Interior', exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(interior).toBeVisible();
    await expect
      .poll(() => interior.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const highlights = media.getByRole('list', { name: 'Interior highlights' });
    await expect(highlights).toBeVisible();
    for (const spot of car.hotspots!.interior)
      await expect(highlights).toContainText(`${spot.title}: ${spot.description}`);
  });
});
