import { expect, test, type Page } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { sliceAtPointer } from '../../src/features/spin/rules/wheel-geometry.ts';
import { wheelSlices } from '../../src/features/spin/rules/wheel.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { leadsByPhone, signInThroughGate } from './journeys-support.ts';

const campaign = loadTenant('harbourside').site.spinToWin!;
const slices = wheelSlices(campaign);

/** Opens the gated wheel, signs in with a fresh mobile on the way and waits for the island; answers the mobile. */
async function signedInAtTheWheel(page: Page): Promise<string> {
  const phone = await signInThroughGate(page, 'harbourside', '/spin-to-win', 'spin-to-win');
  await expect(page.locator('.spin')).toHaveAttribute('data-ready', 'true');
  return phone;
}

/** The slice under the pointer, from the wheel's resting rotation. */
async function sliceUnderPointer(page: Page): Promise<string> {
  const rotation = Number(await page.locator('[data-rotation]').getAttribute('data-rotation'));
  return slices[sliceAtPointer(rotation, slices.length)]!.label;
}

const result = (page: Page) => page.getByRole('status').filter({ hasText: /You won: |No prize this time: / });

test.describe('harbourside: spin to win', () => {
  test('sign in, spin by keyboard, the wheel stops on the prize the server drew, reload shows it, the dealer has the lead', async ({
    page,
  }, info) => {
    // The wheel turns for 4.5 s and the page is shot at two widths: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const phone = await signedInAtTheWheel(page);
    await expect(page.getByRole('heading', { name: campaign.title })).toBeVisible();
    await expect(page.getByText('Spins open 1 January 2026 to 31 December 2036.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByText(campaign.terms.split('\n')[1]!)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Prize wheel with 6 slices: Free car wash, / })).toBeVisible();
    const odds = page.getByRole('list').filter({ hasText: 'Free car wash' });
    await expect(odds.getByRole('listitem')).toHaveText([
      'Free car wash30%',
      '$50 service voucher15%',
      'Free wheel alignment10%',
      '20% off accessories10%',
      'Free tyre rotation10%',
      'Better luck next time (no prize)25%',
    ]);
    await expectNoSeriousA11yIssues(page, 'main');

    const button = page.getByRole('button', { name: 'Spin the wheel' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Spinning…' })).toBeDisabled();
    await expect(result(page)).toBeVisible({ timeout: 15_000 });
    const announced = (await result(page).textContent()) ?? '';
    const landed = await sliceUnderPointer(page);
    expect(announced).toContain(landed);
    await expect(page.getByRole('button', { name: 'Spin the wheel' })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, 'main');

    const [lead, ...more] = leadsByPhone('harbourside', phone);
    expect(more).toEqual([]);
    const won = slices.find((s) => s.label === landed)!.won;
    expect(lead).toMatchObject({
      form: 'spin-to-win',
      category: 'Spin to Win',
      data: { fields: { spin_campaign: campaign.title, prize: won ? landed : 'No prize' } },
    });

    await page.reload();
    await expect(page.locator('.spin')).toHaveAttribute('data-ready', 'true');
    await expect(result(page)).toHaveText(announced);
    expect(await sliceUnderPointer(page)).toBe(landed);
    await expect(page.getByText(/^You spun the wheel on .*: one spin per customer\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spin the wheel' })).toHaveCount(0);
    expect(leadsByPhone('harbourside', phone)).toHaveLength(1);

    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.locator('main').screenshot({ path: info.outputPath(`spin-to-win-${width}.png`) });
    }
  });

  test('with reduced motion the wheel goes straight to the prize, without whole turns', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signedInAtTheWheel(page);
    await page.getByRole('button', { name: 'Spin the wheel' }).click();
    await expect(result(page)).toBeVisible({ timeout: 3_000 });
    const rotation = Number(await page.locator('[data-rotation]').getAttribute('data-rotation'));
    expect(rotation).toBeGreaterThanOrEqual(0);
    expect(rotation).toBeLessThan(360);
    expect((await result(page).textContent()) ?? '').toContain(await sliceUnderPointer(page));
  });

  test('outside the window: says the campaign has not started or has ended, and offers no spin', async ({ page }) => {
    test.setTimeout(120_000);
    await signedInAtTheWheel(page);
    await page.clock.setFixedTime(new Date('2037-01-01T00:00:00+10:00'));
    await page.reload();
    await expect(page.locator('.spin')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByText('This campaign has ended: spins closed on 31 December 2036.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spin the wheel' })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, 'main');
    await page.clock.setFixedTime(new Date('2025-12-31T00:00:00+10:00'));
    await page.reload();
    await expect(page.locator('.spin')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByText('This campaign has not started yet: spins open on 1 January 2026.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spin the wheel' })).toHaveCount(0);
  });
});
