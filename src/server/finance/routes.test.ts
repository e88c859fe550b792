import { describe, expect, it } from 'vitest';
import { phoneVerified, testApp } from '../../../tests/support/server/harness.ts';
import { VERIFY_FIRST } from '../verify/verified-phone.ts';
import { localBroker } from './local-broker.ts';
import { BrokerError, type FinanceBroker } from './broker.ts';
import { CUSTOMER_FAILED, httpBroker, NO_REDIRECT, QUOTE_FAILED } from './http-broker.ts';

const quote = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30000, loanTerm: 5 };
const customer = {
  data: {
    ...quote,
    phoneNumber: '0412345678',
    firstName: 'Jane',
    lastName: 'Citizen',
    email: 'jane@example.com',
    subscribe: false,
    postCode: '4000',
  },
  additionalData: {},
};

describe('POST /api/youx/quote (local estimator)', () => {
  it('answers weekly repayment, advertised and comparison rates', async () => {
    const { call } = await testApp();
    const body = (await (await call('POST', '/api/youx/quote', { body: quote })).json()) as Record<string, number>;
    expect(body['advertisedRate']).toBe(8.99);
    expect(body['weeklyRepaymentAmount']).toBeGreaterThan(130);
    expect(body['weeklyRepaymentAmount']).toBeLessThan(150);
    expect(body['comparisonRate']).toBeGreaterThan(8.99);
  });

  it('names the field for out-of-range prices', async () => {
    const { call } = await testApp();
    const res = await call('POST', '/api/youx/quote', { body: { ...quote, purchasePrice: 500 } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toHaveProperty('purchasePrice');
  });
});

describe('POST /api/youx/create-customer', () => {
  it('answers the redirect URL for a phone verified with a code', async () => {
    const app = await testApp();
    const res = await app.call('POST', '/api/youx/create-customer', { body: customer, headers: phoneVerified(app) });
    expect(await res.json()).toEqual({ redirectUrl: '/success' });
  });

  it('names additionalData in a sentence when it is not an object', async () => {
    const app = await testApp();
    const res = await app.call('POST', '/api/youx/create-customer', {
      body: { ...customer, additionalData: 'x' },
      headers: phoneVerified(app),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: { additionalData: 'Send additional data as an object of named values.' },
    });
  });

  it('refuses a phone never verified (or verified for another number) before the broker sees it', async () => {
    let created = 0;
    const counting: FinanceBroker = {
      ...localBroker(() => 0),
      createCustomer: async () => {
        created++;
        return { redirectUrl: '/success' };
      },
    };
    const app = await testApp({ overrides: { financeBroker: () => counting } });
    for (const headers of [{}, phoneVerified(app, '0499999999')]) {
      const res = await app.call('POST', '/api/youx/create-customer', { body: customer, headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: expect.any(String), fields: { code: VERIFY_FIRST } });
    }
    expect(created).toBe(0);
  });

  it('answers the broker error text, else the spec fallback', async () => {
    const failing: FinanceBroker = {
      name: 'x',
      quote: async () => {
        throw new BrokerError('Lender unavailable');
      },
      createCustomer: async () => {
        throw new Error('boom');
      },
    };
    const app = await testApp({ overrides: { financeBroker: () => failing } });
    const call = (method: string, path: string, init: { body: unknown }) =>
      app.call(method, path, { ...init, headers: phoneVerified(app) });
    expect(await (await call('POST', '/api/youx/quote', { body: quote })).json()).toEqual({
      error: 'Lender unavailable',
    });
    expect(await (await call('POST', '/api/youx/create-customer', { body: customer })).json()).toEqual({
      error: CUSTOMER_FAILED,
    });
  });
});

describe('HTTP broker adapter', () => {
  const fake = (status: number, json: unknown) =>
    (async () => new Response(JSON.stringify(json), { status })) as unknown as typeof fetch;
  it('maps the spec error texts', async () => {
    await expect(
      httpBroker({ url: 'http://b', apiKey: 'k', fetch: fake(500, {}) }).quote(quote as never),
    ).rejects.toThrow(QUOTE_FAILED);
    await expect(
      httpBroker({ url: 'http://b', apiKey: 'k', fetch: fake(200, {}) }).createCustomer(customer as never),
    ).rejects.toThrow(NO_REDIRECT);
    await expect(
      httpBroker({ url: 'http://b', apiKey: 'k', fetch: fake(422, { error: 'Bad VIN' }) }).createCustomer(
        customer as never,
      ),
    ).rejects.toThrow('Bad VIN');
    expect(
      await httpBroker({
        url: 'http://b',
        apiKey: 'k',
        fetch: fake(200, { redirectUrl: 'https://youx/x' }),
      }).createCustomer(customer as never),
    ).toEqual({ redirectUrl: 'https://youx/x' });
  });
});
