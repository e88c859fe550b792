import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { hydrated, origin } from './tenants.ts';

const toyota = origin('coastal-toyota');

test.describe('coastal-toyota: model pages', () => {
  test('a model page shows specifications, variants with drive-away prices and Test Drive buttons', async ({
    page,
  }) => {
    await page.goto(`${toyota}/models/rav4`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota RAV4 Hybrid');
    await expect(page.locator('.specs > div')).toHaveCount(4);
    for (const price of ['$39,990', '$41,990', '$45,990'])
      await expect(page.locator('.price', { hasText: price })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Test Drive' }).first()).toHaveAttribute(
      'href',
      /^\/book-test-drive/,
    );
  });

  test('the colour picker: group tabs with many colours, arrows wrap @phone', async ({ page }) => {
    await page.goto(`${toyota}/models/hilux`);
    const picker = page.locator('.picker');
    await picker.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const groups = picker.getByRole('group', { name: 'Body style' }).getByRole('button');
    await expect(groups).toHaveText(['Double Cab', 'Extra Cab', 'Single Cab']);
    const name = picker.locator('.picker__name');
    const first = (await name.textContent()) ?? '';
    await picker.getByRole('button', { name: 'Previous colour' }).click();
    await expect(name).not.toHaveText(first);
    await picker.getByRole('button', { name: 'Next colour' }).click();
    await expect(name).toHaveText(first);
    await groups.nth(2).click();
    await expect(groups.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(picker.locator('img')).toHaveAttribute('alt', /Workmate/);
  });

  test('the colour picker: choosing a variant resets the colour to the first', async ({ page }) => {
    await page.goto(`${toyota}/models/corolla`);
    const picker = page.locator('.picker');
    await picker.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await picker.getByRole('button', { name: 'Next colour' }).click();
    await expect(picker.locator('.picker__swatches button').nth(1)).toHaveAttribute('aria-pressed', 'true');
    const variant = picker.getByRole('group', { name: 'Variant' }).getByRole('button').nth(1);
    await variant.click();
    await expect(variant).toHaveAttribute('aria-pressed', 'true');
    await expect(picker.locator('.picker__swatches button').first()).toHaveAttribute('aria-pressed', 'true');
  });

  test('a coming-soon model offers Register Interest instead of Test Drive', async ({ page }) => {
    await page.goto(`${toyota}/models/landcruiser-fj`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Test Drive', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Register Interest' }).first().click();
    await expect(page).toHaveURL(/#register-interest-form$/);
  });

  test('axe finds no serious or critical violation on a model page', async ({ page }) => {
    await page.goto(`${toyota}/models/hilux`);
    await expectNoSeriousA11yIssues(page);
  });
});

test('coastal-toyota: register interest in a coming-soon model validates its form', async ({ page }) => {
  await page.goto(`${toyota}/models/landcruiser-fj`);
  const form = page.locator('#register-interest-form');
  await form.scrollIntoViewIfNeeded();
  await hydrated(form);
  await expect(
    form.getByRole('heading', { name: 'Register your interest in the Toyota LandCruiser FJ' }),
  ).toBeVisible();
  await form.getByRole('button', { name: /Register Interest/ }).click();
  await expect(form.getByText('Please fix the following errors:')).toBeVisible();
});
