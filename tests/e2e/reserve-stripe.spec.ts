import { expect, test, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { sendCheckoutEvent, type CheckoutSession } from '../support/server/stripe-checkout.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import {
  payOnLocalCheckout,
  reservableCar,
  reserveAndGoToCheckout,
  returnedReservation,
  STRIPE_TENANT,
  stripeSiteForFile,
} from './stripe-support.ts';

/**
 * Reserve with the Stripe provider: the local server speaking Stripe's API and hosted checkout, or Stripe's test
 * mode when STRIPE_SECRET_KEY (a test key) is set. The site runs in this process with its own store (ownServer).
 */
const LIVE_KEY = process.env.STRIPE_SECRET_KEY;
const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_e2e_local_stripe_contract';
const TENANT = STRIPE_TENANT;
const site = () => stripe().site;
const SEARCH = '/search/new-used-and-demo-cars';
const LIVE_REASON =
  "Stripe's test mode: its hosted page takes a real card form and Stripe cannot reach this machine's webhook, so the " +
  "payment is made through Stripe's API (test card pm_card_visa) and its checkout.session.completed event is sent " +
  'signed with STRIPE_WEBHOOK_SECRET, as `stripe listen --forward-to` would; the local hosted checkout is not used.';

const stripe = stripeSiteForFile({ liveKey: LIVE_KEY, webhookSecret: WEBHOOK_SECRET });

/** The checkout the site sends the shopper to: the local hosted page, or Stripe's. */
function checkoutUrl(): string | RegExp {
  const { contract } = stripe();
  return contract ? `${contract.checkoutOrigin}/c/pay/cs_test_*` : /^https:\/\/checkout\.stripe\.com\//;
}

/** Test mode only: the Checkout Session the shopper is on, read back from Stripe. */
async function liveSession(page: Page): Promise<Stripe.Checkout.Session> {
  const id = /\/(cs_test_[A-Za-z0-9]+)/.exec(page.url())?.[1];
  if (!id || !LIVE_KEY) throw new Error(`not on a Stripe test-mode checkout: ${page.url()}`);
  return new Stripe(LIVE_KEY).checkout.sessions.retrieve(id);
}

/** Pays on the checkout: the local hosted page's button, or (test mode) what Stripe's page and webhook would do. */
async function pay(page: Page): Promise<void> {
  if (stripe().contract) return payOnLocalCheckout(page);
  test.info().annotations.push({ type: 'skipped part', description: LIVE_REASON });
  const session = await liveSession(page);
  const intent = await new Stripe(LIVE_KEY ?? '').paymentIntents.create({
    amount: session.amount_total ?? 0,
    currency: 'aud',
    payment_method: 'pm_card_visa',
    confirm: true,
    automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
  });
  const paid = { ...session, status: 'complete', payment_status: 'paid', payment_intent: intent.id };
  expect(await sendCheckoutEvent('completed', paid as unknown as CheckoutSession, { secret: WEBHOOK_SECRET })).toBe(
    200,
  );
  await page.goto(session.success_url ?? '');
}

test('Stripe: one shopper pays on the hosted checkout and is back with a confirmed reservation; another sees Reserved within 60 s on the car page and in search', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const car = reservableCar(0);

  // The second shopper already has the car's page and the search page open.
  const watcher = await browser.newContext();
  const other = await watcher.newPage();
  await other.goto(`${site().origin(TENANT)}/cars/${car.slug}`);
  const badge = other.locator('[data-live-badge]');
  await expect(other.locator('[data-live-car]')).toHaveAttribute('data-live-status', 'available');
  await expect(badge).toBeHidden();
  const search = await watcher.newPage();
  await search.goto(`${site().origin(TENANT)}${SEARCH}`);
  const card = search.locator(`article.car-card[data-car-id="${car.id}"]`);
  await expect(card.locator('[data-action="reserve"]')).toBeVisible();

  const page = await reserveAndGoToCheckout(browser, site().origin(TENANT), car.slug, checkoutUrl());
  await pay(page);
  const paidAt = Date.now();

  // Back on the site (the session's success URL) with the reference: the signed webhook has confirmed it.
  const { reference, status } = await returnedReservation(page, site().origin(TENANT), car.slug);
  await expect(status.getByText('Reserved', { exact: true })).toBeVisible();
  await expect(status).toContainText('We are holding this car for you until');
  const row = await site().store.get(
    'SELECT status, provider, payment_reference FROM reservations WHERE reference = ?',
    [reference],
  );
  expect(row).toMatchObject({ status: 'active', provider: 'stripe', payment_reference: expect.stringMatching(/^pi_/) });
  const { contract } = stripe();
  if (contract) {
    expect(contract.deliveries).toContainEqual(
      expect.objectContaining({ type: 'checkout.session.completed', status: 200 }),
    );
  }

  // Within 60 s of the payment the open page says Reserved and offers no Reserve button, with no reload or rebuild.
  await expect(badge).toBeVisible({ timeout: 60_000 });
  await expect(badge).toHaveText('Reserved');
  for (const button of await other.locator('[data-live-reserve]').all()) await expect(button).toBeHidden();
  expect(Date.now() - paidAt).toBeLessThan(60_000);

  // So does its card on the open search page.
  await expect(card).toHaveAttribute('data-live-status', 'reserved', { timeout: 60_000 });
  await expect(card.locator('[data-live-tag]')).toHaveText('Reserved');
  await expect(card.locator('[data-action="reserve"]')).toBeHidden();
  expect(Date.now() - paidAt).toBeLessThan(60_000);
  await expectNoSeriousA11yIssues(page);
});

test('Stripe: back from the hosted checkout without paying, the shopper reads that the car is not reserved, and nobody sees it reserved', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const car = reservableCar(1);
  const page = await reserveAndGoToCheckout(browser, site().origin(TENANT), car.slug, checkoutUrl());
  const sessionId = /\/(cs_test_[A-Za-z0-9]+)/.exec(page.url())?.[1];
  const { contract } = stripe();
  if (contract) {
    await page.getByRole('link', { name: 'Back without paying' }).click();
  } else {
    test.info().annotations.push({ type: 'skipped part', description: LIVE_REASON });
    await page.goto((await liveSession(page)).cancel_url ?? '');
  }
  await page.waitForURL(`${site().origin(TENANT)}/cars/${car.slug}/**&cancelled=1`);
  const status = page.getByRole('status').filter({ hasText: 'Your reference' });
  await expect(status).toContainText('You left the payment page without paying, so the car is not reserved.');
  await expect(status.getByText('Reserved', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  if (contract) expect(contract.deliveries.filter((d) => d.sessionId === sessionId)).toEqual([]);

  const other = await (await browser.newContext()).newPage();
  await other.goto(`${site().origin(TENANT)}/cars/${car.slug}`);
  await expect(other.locator('[data-live-car]')).toHaveAttribute('data-live-status', 'available');
  await expect(other.locator('[data-live-badge]')).toBeHidden();
});
