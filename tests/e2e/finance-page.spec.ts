import { expect, test, type Locator } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { signInThroughGate, signInWithSms, uniqueMobile } from './journeys-support.ts';
import { fixtureSiteForFile } from './own-server.ts';
import { origin } from './tenants.ts';

const coastal = loadTenant('coastal-toyota');
const outback = loadTenant('outback-rv');

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

test.describe('finance page and inputs (issue 11)', () => {
  // Whole journeys through the built site on a shared 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('quick picks stay within 10,000 to 200,000 and a typed price outside says what is quoted @phone', async ({
    page,
  }) => {
    await page.goto(`${origin('coastal-toyota')}${coastal.site.finance.pagePath}`);
    const form = page.locator('#finance-form form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    const picks = form.getByRole('group', { name: 'Quick picks' }).getByRole('button');
    await expect(picks).toHaveText(['$10,000', '$20,000', '$30,000', '$50,000', '$70,000']);
    const price = form.getByLabel('Purchase price ($)');
    await price.fill('250000');
    await expect(form.getByText('This estimate uses $200,000: we quote between $10,000 and $200,000.')).toBeVisible();
    await form.getByLabel('Loan term').focus();
    await expect(price).toHaveValue('200,000');
    await expectNoSeriousA11yIssues(page, '#finance-form');
  });

  test("the price shows its '$' inside the field, and the loan term select is one line tall", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${origin('coastal-toyota')}${coastal.site.finance.pagePath}`);
    const form = page.locator('#finance-form form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    const input = await box(form.getByLabel('Purchase price ($)'));
    const dollar = await box(form.locator('.money-input__prefix'));
    expect(dollar.x).toBeGreaterThan(input.x);
    expect(dollar.x + dollar.width).toBeLessThan(input.x + input.width);
    expect(dollar.y).toBeGreaterThan(input.y);
    expect(dollar.y + dollar.height).toBeLessThan(input.y + input.height);
    expect((await box(form.getByLabel('Loan term'))).height).toBeLessThan(60);
  });

  test("outback-rv: 'Get Pre-Approved' keeps clear of the 'Quick Estimate' legend", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${origin('outback-rv')}${outback.site.finance.pagePath}`);
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    const trigger = await box(page.getByRole('button', { name: 'Get Pre-Approved' }).first());
    const legend = await box(page.locator('#finance-form form legend', { hasText: 'Quick Estimate' }));
    expect(legend.y).toBeGreaterThanOrEqual(trigger.y + trigger.height + 8);
  });

  test("the finance form asks 'Do you have a trade-in?' (Yes or No)", async ({ page }) => {
    await page.goto(`${origin('coastal-toyota')}${coastal.site.finance.pagePath}`);
    const form = page.locator('#finance-form form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    const group = form.getByRole('group', { name: 'Do you have a trade-in?' });
    await expect(group.getByRole('radio')).toHaveCount(2);
    await group.getByRole('radio', { name: 'Yes' }).check();
    await expect(group.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  test('outback-rv gates finance through the credit-check provider: sign in first', async ({ page }) => {
    await signInThroughGate(page, 'outback-rv', '/finance/credit-check', 'credit-check');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance with a Credit Check');
    await expect(page.locator('#finance-form form')).toHaveAttribute('data-ready', 'true');
  });

  test("/personalised/finance shows the signed-in shopper's car and details, pre-filled from the verified profile", async ({
    page,
  }) => {
    const phone = uniqueMobile();
    await page.goto(`${origin('coastal-toyota')}/sign-in?type=finance&redirect=%2F&back=%2F`);
    await signInWithSms(page, 'coastal-toyota', phone);
    await expect(page).toHaveURL(new RegExp(`${origin('coastal-toyota')}/?$`));
    const cars = await page.evaluate(
      async () => (await (await fetch('/data/cars-lite.json')).json()) as { id: number; name: string; vin?: string }[],
    );
    const car = cars.find((c) => c.vin)!;
    await page.goto(`${origin('coastal-toyota')}/personalised/finance?car_id=${car.id}`);
    const details = page.getByRole('complementary', { name: 'Selected car' });
    await expect(details.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await expect(details).toContainText(`${phone} (verified)`);
    await expect(details.getByRole('heading', { name: `Your car: ${car.name}` })).toBeVisible();
    const form = page.locator('#finance-form form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await expect(form.getByLabel('Mobile')).toHaveValue(phone);
    await expectNoSeriousA11yIssues(page, 'main');
  });
});

test.describe('gates.finance: the fixture tenant prestige (a Porsche and Mercedes-Benz dealer) asks for sign-in before finance', () => {
  const SLUG = 'prestige';
  const CAR = { id: 30001, slug: '2026-porsche-cayenne-e-hybrid-30001', name: '2026 Porsche Cayenne E-Hybrid' };
  const fixtureSite = fixtureSiteForFile(SLUG);

  test('finance with a car that has a VIN: sign in first, then the personalised finance page for that car; luxury quick picks @phone', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const base = fixtureSite().site.origin(SLUG);
    await page.goto(`${base}/finance?car_id=${CAR.id}`);
    await expect(page).toHaveURL(
      new RegExp(`/sign-in/?\\?type=finance&redirect=${encodeURIComponent(`/finance?car_id=${CAR.id}`)}`),
    );
    const phone = uniqueMobile();
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByLabel('Mobile').fill(phone);
    await form.getByRole('button', { name: 'Send Code' }).click();
    await expect(form).toHaveAttribute('data-status', 'verificationSent');
    // The fixture's own server texts the code to its development outbox (read from the page: same origin).
    const code = await page.evaluate(async (to) => {
      const outbox = (await (await fetch(`/api/dev/sms-outbox?phone=${encodeURIComponent(to)}`)).json()) as {
        messages: { text: string }[];
      };
      return outbox.messages.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    }, phone);
    await form.getByLabel('Verification code').fill(code);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/personalised/finance/?\\?car_id=${CAR.id}$`));
    const details = page.getByRole('complementary', { name: 'Selected car' });
    await expect(details.getByRole('heading', { name: `Your car: ${CAR.name}` })).toBeVisible();
    await expect(page.locator('#finance-form form')).toHaveAttribute('data-ready', 'true');
    await expectNoSeriousA11yIssues(page, 'main');

    // Signed in, finance without a car stays on the finance page.
    await page.goto(`${base}/finance`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car Finance');
    await expect(page.locator('#finance-form form')).toHaveAttribute('data-ready', 'true');
    await expect(page).toHaveURL(new RegExp(`${base}/finance/?$`));

    // finance.luxury: the price quick picks run $300,000 to $800,000, and a pick says the estimate uses $200,000.
    const picks = page.locator('#finance-form').getByRole('group', { name: 'Quick picks' });
    await expect(picks.getByRole('button')).toHaveText([
      '$300,000',
      '$400,000',
      '$500,000',
      '$600,000',
      '$700,000',
      '$800,000',
    ]);
    await picks.getByRole('button', { name: '$500,000' }).click();
    await expect(picks.getByRole('button', { name: '$500,000' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#finance-form').getByLabel('Purchase price ($)')).toHaveValue('500,000');
    await expect(
      page.locator('#finance-form').getByText('This estimate uses $200,000: we quote between $10,000 and $200,000.'),
    ).toBeVisible();
  });
});
