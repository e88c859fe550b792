import { expect, test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { HOLD_MS } from '../../src/server/reservations/reservation-rules.ts';
import {
  payOnLocalCheckout,
  reservableCar,
  reserveAndGoToCheckout,
  returnedReservation,
  STRIPE_TENANT,
  stripeSiteForFile,
} from './stripe-support.ts';

/**
 * A paid hold that reaches its 48 hours: the server's clock (ownServer's, moved by the test) passes the end, the
 * sweep the schedule runs every minute releases the car and refunds the deposit through Stripe (the local server
 * speaking its API), as harbourside's `reservations.refundOnExpiry` says (default: refund).
 */
const stripe = stripeSiteForFile({ webhookSecret: 'whsec_e2e_local_stripe_expiry' });

test('a paid hold that reaches 48 hours is released by the sweep, its deposit refunded, and the car shows available again', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { site, contract } = stripe();
  if (!contract) throw new Error('the expiry test runs on the local Stripe server');
  expect(loadTenant(STRIPE_TENANT).site.reservations.refundOnExpiry).toBe(true);
  const origin = site.origin(STRIPE_TENANT);
  const car = reservableCar(2);

  const page = await reserveAndGoToCheckout(browser, origin, car.slug, `${contract.checkoutOrigin}/c/pay/cs_test_*`);
  await payOnLocalCheckout(page);
  const { reference, status } = await returnedReservation(page, origin, car.slug);
  await expect(status.getByText('Reserved', { exact: true })).toBeVisible();
  const paid = await site.store.get('SELECT id, payment_reference FROM reservations WHERE reference = ?', [reference]);
  const intent = String(paid?.['payment_reference']);
  expect(intent).toMatch(/^pi_test_/);

  // Another shopper has the car's page open: reserved.
  const other = await (await browser.newContext()).newPage();
  await other.goto(`${origin}/cars/${car.slug}`);
  const badge = other.locator('[data-live-badge]');
  await expect(badge).toBeVisible();

  // A minute short of 48 hours the sweep leaves the hold alone.
  site.clock.advance(HOLD_MS - 60_000);
  await site.sweep();
  expect(await site.store.get('SELECT status FROM reservations WHERE reference = ?', [reference])).toMatchObject({
    status: 'active',
  });
  expect(contract.calls.filter((c) => c.path === '/v1/refunds')).toEqual([]);

  // 48 hours and a minute after the payment, the sweep (what the schedule runs every minute) releases and refunds.
  site.clock.advance(2 * 60_000);
  await site.sweep();
  expect(
    await site.store.get('SELECT status, refund_status, refund_reference FROM reservations WHERE reference = ?', [
      reference,
    ]),
  ).toMatchObject({
    status: 'expired',
    refund_status: 'refunded',
    refund_reference: expect.stringMatching(/^re_test_/),
  });
  const refunds = contract.calls.filter((c) => c.path === '/v1/refunds');
  expect(refunds).toHaveLength(1);
  expect(refunds[0]?.form['payment_intent']).toBe(intent);
  expect(refunds[0]?.headers['idempotency-key']).toBe(`refund-${String(paid?.['id'])}`);

  // The open car page offers the car again within 60 s, with no reload; so does its search card.
  await expect(badge).toBeHidden({ timeout: 60_000 });
  await expect(other.locator('[data-live-car]')).toHaveAttribute('data-live-status', 'available');
  for (const button of await other.locator('[data-live-reserve]').all())
    await expect(button).toHaveJSProperty('hidden', false);
  const answered = other.waitForResponse((r) => r.url().endsWith('/api/stock-state') && r.ok());
  await other.goto(`${origin}/search/new-used-and-demo-cars`);
  const state = await (await answered).json();
  expect(state[String(car.id)]).toBeUndefined();
  const card = other.locator(`article.car-card[data-car-id="${car.id}"]`);
  await expect(card).not.toHaveAttribute('data-live-status');
  await expect(card.locator('[data-live-tag]')).toHaveCount(0);
  await expect(card.locator('[data-action="reserve"]')).toBeVisible();

  // The buyer's reservation page says the hold ended and the deposit was refunded.
  await page.reload();
  await expect(status).toContainText('The 48-hour hold has ended. Your deposit has been refunded.');
});
