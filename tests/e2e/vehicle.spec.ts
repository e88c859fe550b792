import { expect, test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { carPages } from '../../src/features/vehicle/build/car-pages.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { hydrated, origin } from './tenants.ts';

const slug = 'harbourside';
const pages = await carPages(loadTenant(slug));
const spinCar = pages.cars.find(
  (car) =>
    car.status === 'in_stock' &&
    car.spin_images.length > 0 &&
    car.images.length > 3 &&
    car.finance_lenders?.['Manual'] !== undefined &&
    car.standardEquipment.length > 8 &&
    car.make !== 'Suzuki',
)!;
const soldCar = pages.cars.find((car) => car.status === 'sold')!;
const base = origin(slug);

test.describe('car page', () => {
  test('gallery in fullscreen pages with the arrow keys', async ({ page }) => {
    await page.goto(`${base}/cars/${spinCar.slug}`);
    await page.getByRole('button', { name: 'Photos', exact: true }).click();
    await page.getByRole('button', { name: /View photo 1 of/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`1 / ${spinCar.images.length}`);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText(`2 / ${spinCar.images.length}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText(`${spinCar.images.length} / ${spinCar.images.length}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the 360 view turns by drag and arrow keys', async ({ page }) => {
    await page.goto(`${base}/cars/${spinCar.slug}`);
    const stage = page.getByRole('slider', { name: /360° view/ });
    await page.getByRole('button', { name: 'Pause rotation' }).click();
    await stage.focus();
    const before = Number(await stage.getAttribute('aria-valuenow'));
    await page.keyboard.press('ArrowRight');
    await expect(stage).toHaveAttribute('aria-valuenow', String((before % 36) + 1));
    const box = (await stage.boundingBox())!;
    const now = Number(await stage.getAttribute('aria-valuenow'));
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8 - 100, box.y + box.height * 0.2, { steps: 5 });
    await page.mouse.up();
    await expect(stage).toHaveAttribute('aria-valuenow', String(((now - 1 + 5) % 36) + 1));
  });

  test('features and comments expand; finance sliders change the repayment', async ({ page }) => {
    await page.goto(`${base}/cars/${spinCar.slug}`);
    const showAll = page.getByRole('button', { name: /^Show All/ }).first();
    await showAll.click();
    await expect(page.getByRole('button', { name: 'Hide' }).first()).toBeVisible();
    const readMore = page.getByRole('button', { name: 'Read More' });
    if (await readMore.count()) {
      await readMore.click();
      await expect(page.getByRole('button', { name: 'Read Less' })).toBeVisible();
    }
    const calculator = page.locator('#finance-calculator');
    await calculator.scrollIntoViewIfNeeded();
    const figure = calculator.getByTestId('repayment');
    await hydrated(figure);
    await expect(figure).toHaveText(/\/wk$/);
    const before = await figure.textContent();
    const term = calculator.getByRole('slider', { name: 'Loan term' });
    await term.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(figure).not.toHaveText(before ?? '');
    await calculator.getByRole('radio', { name: 'Monthly' }).check();
    await expect(figure).toHaveText(/\/mo$/);
    await expect(calculator).toContainText('comparison rate*');
    expect(
      await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: number }).event === 26).length),
    ).toBe(1);
  });

  test('phone reveal, copy link and a favourite kept after reload', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${base}/cars/${spinCar.slug}`);
    const call = page.getByRole('complementary', { name: 'Price and actions' }).locator('a[data-phone-reveal]');
    await expect(call).toContainText('XX XXXX');
    const reveal = page.waitForRequest(
      (request) => request.url().endsWith('/api/phone-reveal') && request.method() === 'POST',
    );
    await call.click();
    await reveal;
    await expect(call).toContainText(/\d{2} \d{4} \d{4}/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/cars/${spinCar.slug}`);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 3000 });
    const favourite = page.getByRole('button', { name: /Favourite/ });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: /Favourite/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('fuel and delivery calculators', async ({ page }) => {
    await page.goto(`${base}/cars/${spinCar.slug}`);
    const fuel = page.getByTestId('fuel-cost');
    await fuel.scrollIntoViewIfNeeded();
    await expect(fuel).toContainText('250 kms');
    const delivery = page
      .getByRole('region', { name: 'Delivery Calculator' })
      .or(page.locator('section:has(#delivery-title)'));
    await delivery.scrollIntoViewIfNeeded();
    const postcode = delivery.getByLabel('Your postcode');
    const button = delivery.getByRole('button', { name: 'Get Estimate' });
    await hydrated(button);
    const result = delivery.getByTestId('delivery-result');
    await button.click();
    await expect(result).toHaveText('Please enter a postcode.');
    await postcode.fill('4000');
    await button.click();
    await expect(result).toContainText('Brisbane Metro');
    await postcode.fill('0800');
    await button.click();
    await expect(result).toContainText("Sorry, we can't provide an estimate for that location.");
  });

  test('a sold car shows SOLD with no price or calls to action', async ({ page }) => {
    await page.goto(`${base}/cars/${soldCar.slug}`);
    const side = page.getByRole('complementary', { name: 'Price and actions' });
    await expect(side).toContainText('SOLD');
    await expect(side.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0);
    await expect(side.getByRole('link', { name: 'Enquire Now' })).toHaveCount(0);
  });

  test('the print page opens from the car page', async ({ page, context }) => {
    await page.goto(`${base}/cars/${spinCar.slug}`);
    const [print] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Print this page' }).click(),
    ]);
    await print.waitForURL(`**/print/${spinCar.slug}`);
    await expect(print.getByRole('heading', { level: 1 })).toHaveText(spinCar.name);
    await expect(print.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  });

  test('axe: car, sold car and print pages have no serious violations', async ({ page }) => {
    for (const path of [`/cars/${spinCar.slug}`, `/cars/${soldCar.slug}`, `/print/${spinCar.slug}`]) {
      await page.goto(`${base}${path}`);
      await expectNoSeriousA11yIssues(page);
    }
  });
});
