import { expect, test, type Browser, type Page } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { canReserve, reservePath } from '../../src/features/forms/rules/reservation.ts';
import { stripePaymentProvider } from '../../src/server/payments/stripe-provider.ts';
import { stripeApi } from '../support/server/stripe-api.ts';
import { readyForm, uniqueEmail, uniqueMobile, waitLikeAShopper } from './journeys-support.ts';
import { builtCarsLite, firstSearchPageIds, ownServer } from './own-server.ts';

/** The demo tenant the Stripe journeys reserve on. */
export const STRIPE_TENANT = 'harbourside';

/**
 * harbourside on its own server (ownServer) taking deposits with the Stripe provider: on the local server speaking
 * Stripe's API and hosted checkout (`contract`), or on Stripe's test mode when `liveKey` (a test key) is given.
 */
async function stripeSite(options: { liveKey?: string | undefined; webhookSecret: string }) {
  const contract = options.liveKey ? undefined : await stripeApi({ webhook: { secret: options.webhookSecret } });
  const payments = stripePaymentProvider({
    secretKey: options.liveKey ?? 'sk_test_e2e_local',
    webhookSecret: options.webhookSecret,
    ...(contract ? { api: contract.api } : {}),
  });
  const site = await ownServer({ slugs: [STRIPE_TENANT], payments });
  return {
    site,
    contract,
    close: async () => {
      await site.close();
      await contract?.close();
    },
  };
}

/**
 * The spec file's stripeSite: started before its tests (in this worker) and closed after them. Answers a getter for
 * it, to call inside the tests.
 */
export function stripeSiteForFile(
  options: Parameters<typeof stripeSite>[0],
): () => Awaited<ReturnType<typeof stripeSite>> {
  let stripe: Awaited<ReturnType<typeof stripeSite>> | undefined;
  test.beforeAll(async () => {
    // Reading the built functions and starting the server in this worker; slow on a busy machine.
    test.setTimeout(180_000);
    stripe = await stripeSite(options);
  });
  test.afterAll(async () => stripe?.close());
  return () => {
    if (!stripe) throw new Error('the Stripe site did not start (see beforeAll)');
    return stripe;
  };
}

/** The n-th reservable car of the first search page (each test its own, so tests never meet on a car). */
export function reservableCar(n: number) {
  const cars = new Map(builtCarsLite(STRIPE_TENANT).map((c) => [c.id, c]));
  const car = firstSearchPageIds(STRIPE_TENANT)
    .map((id) => cars.get(id))
    .filter((c) => c !== undefined && canReserve(c, true))[n];
  if (!car) throw new Error(`${STRIPE_TENANT}'s first search page has no reservable car number ${n + 1}`);
  return car;
}

/** A shopper fills in the car's reserve form and sends it; the site sends them to the checkout (`checkout`: its URL). */
export async function reserveAndGoToCheckout(
  browser: Browser,
  origin: string,
  slug: string,
  checkout: string | RegExp,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin}${reservePath(slug, loadTenant(STRIPE_TENANT).site.features.buyOnline)}`);
  const form = await readyForm(page, 'Reserve this car');
  await expect(page.getByText('Demo payment: no card is charged.')).toBeHidden();
  await form.getByLabel('First Name').fill('Sam');
  await form.getByLabel('Email').fill(uniqueEmail('stripe'));
  await form.getByLabel('Mobile').fill(uniqueMobile());
  await waitLikeAShopper(page);
  await form.getByRole('button', { name: 'Pay $200 Deposit and Reserve' }).click();
  await page.waitForURL(checkout);
  return page;
}

/** Pays the $200 deposit on the local hosted checkout. */
export async function payOnLocalCheckout(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Pay A$200.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay A$200.00' }).click();
}

/** Back on the car's reserve page from the checkout: the reservation's reference and the status it shows. */
export async function returnedReservation(page: Page, origin: string, slug: string) {
  await page.waitForURL(`${origin}/cars/${slug}/**?reservation=RSV-*`);
  const reference = new URL(page.url()).searchParams.get('reservation') ?? '';
  const status = page.getByRole('status').filter({ hasText: 'Your reference' });
  await expect(status).toContainText(reference);
  return { reference, status };
}
