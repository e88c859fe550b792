import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SiteSchema } from '../../config/site-schema.ts';
import { findLeadById } from '../leads/lead-store.ts';
import { routeLead } from '../leads/routing.ts';
import { adfDocument } from '../relay/adf.ts';
import { leadDocument } from '../relay/lead-document.ts';
import { adfDtdErrors } from '../../../tests/support/server/adf-dtd.ts';
import { count, signIn, testApp } from '../../../tests/support/server/harness.ts';
import { ALPHA_SPIN, alphaTenant } from '../../../tests/support/server/tenants.ts';

type SpinAnswer = {
  spin: { campaign_id: string; slice: number; prize: string; won: boolean; spun_at: string };
  alreadySpun: boolean;
};

const LABELS = ['Free car wash', 'Free wheel alignment', 'Better luck next time'];

/** Alpha with one campaign whose only slice is `label` (a draw with one outcome). */
function alphaWithOnePrize(label: string, noPrize = false) {
  const alpha = alphaTenant();
  const spinToWin = noPrize
    ? { ...ALPHA_SPIN, prizes: [{ label: 'Never drawn', weight: 1 }], noPrize: { label, weight: 1_000_000_000 } }
    : { ...ALPHA_SPIN, prizes: [{ label, weight: 1 }], noPrize: undefined };
  return { ...alpha, site: v.parse(SiteSchema, { ...alpha.site, spinToWin }) };
}

describe('POST /api/spin-to-win', () => {
  it('answers 401 with the sign-in page (back to the wheel) when not signed in, and stores nothing', async () => {
    const app = await testApp();
    const res = await app.call('POST', '/api/spin-to-win', { body: {} });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'Please sign in to spin the wheel.',
      sign_in: '/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2Fspin-to-win',
    });
    expect((await app.call('GET', '/api/spin-to-win')).status).toBe(401);
    expect([await count(app.db, 'spins'), await count(app.db, 'leads')]).toEqual([0, 0]);
  });

  it('draws a slice on the server, stores it with the lead and its outbox rows, and GET shows it', async () => {
    const app = await testApp();
    const cookie = await signIn(app, '0412345678', { first_name: 'Jane', email: 'jane@example.com' });
    const before = await app.call('GET', '/api/spin-to-win', { headers: { cookie } });
    expect(await before.json()).toEqual({ campaign: { id: 'winter-spin', phase: 'live' }, spin: null });
    const res = await app.call('POST', '/api/spin-to-win', { headers: { cookie }, body: {} });
    expect(res.status).toBe(201);
    const { spin, alreadySpun } = (await res.json()) as SpinAnswer;
    expect(alreadySpun).toBe(false);
    expect(LABELS[spin.slice]).toBe(spin.prize);
    expect(spin).toMatchObject({ campaign_id: 'winter-spin', won: spin.slice < 2 });
    expect([await count(app.db, 'spins'), await count(app.db, 'leads'), await count(app.db, 'outbox')]).toEqual([
      1, 1, 2,
    ]);
    expect(app.notified).toHaveLength(1);
    const after = await app.call('GET', '/api/spin-to-win', { headers: { cookie } });
    expect(((await after.json()) as { spin: SpinAnswer['spin'] }).spin).toEqual(spin);
  });

  it('a second spin answers the first result (alreadySpun), never a new draw or lead', async () => {
    const app = await testApp();
    const cookie = await signIn(app);
    const first = (await (
      await app.call('POST', '/api/spin-to-win', { headers: { cookie }, body: {} })
    ).json()) as SpinAnswer;
    for (let i = 0; i < 5; i++) {
      const again = await app.call('POST', '/api/spin-to-win', { headers: { cookie }, body: {} });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ spin: first.spin, alreadySpun: true });
    }
    expect([await count(app.db, 'spins'), await count(app.db, 'leads')]).toEqual([1, 1]);
    // Another shopper has a spin of their own.
    const other = await signIn(app, '0498765432');
    expect((await app.call('POST', '/api/spin-to-win', { headers: { cookie: other }, body: {} })).status).toBe(201);
    expect(await count(app.db, 'spins')).toBe(2);
  });

  it('refuses spins before the start and after the end with a clear 403, but still shows a spin made in time', async () => {
    const app = await testApp();
    const cookie = await signIn(app);
    app.clock.set(Date.parse(ALPHA_SPIN.start) - 1);
    const early = await app.call('POST', '/api/spin-to-win', { headers: { cookie }, body: {} });
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({
      error: 'This campaign has not started yet: spins open on 1 June 2025.',
      phase: 'not-started',
    });
    app.clock.set(Date.parse(ALPHA_SPIN.start));
    const inTime = (await (
      await app.call('POST', '/api/spin-to-win', { headers: { cookie }, body: {} })
    ).json()) as SpinAnswer;
    app.clock.set(Date.parse(ALPHA_SPIN.end));
    const late = await signIn(app, '0498765432');
    const ended = await app.call('POST', '/api/spin-to-win', { headers: { cookie: late }, body: {} });
    expect(ended.status).toBe(403);
    expect(await ended.json()).toEqual({
      error: 'This campaign has ended: spins closed on 1 August 2025.',
      phase: 'ended',
    });
    // Signed in again (sessions last 30 days): the same shopper, the same spin.
    const again = await signIn(app);
    const shown = await app.call('POST', '/api/spin-to-win', { headers: { cookie: again }, body: {} });
    expect(await shown.json()).toEqual({ spin: inTime.spin, alreadySpun: true });
    expect(await (await app.call('GET', '/api/spin-to-win', { headers: { cookie: again } })).json()).toMatchObject({
      campaign: { phase: 'ended' },
      spin: inTime.spin,
    });
    expect(await count(app.db, 'spins')).toBe(1);
  });

  it('answers 404 on a tenant without a campaign, 400 naming a bad field, and 429 past the write budget', async () => {
    const app = await testApp({ overrides: { limits: { writesPerClientPerMinute: 2 } } });
    const beta = await signIn(app, '0412345678', {}, 'beta.localhost');
    const none = await app.call('POST', '/api/spin-to-win', {
      host: 'beta.localhost',
      headers: { cookie: beta },
      body: {},
    });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: 'There is no spin-to-win campaign running at the moment.' });
    const cookie = await signIn(app);
    const bad = await app.call('POST', '/api/spin-to-win', {
      headers: { cookie },
      body: { lead_attributes: { visited_pages: 'home' } },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty(['lead_attributes.visited_pages']);
    expect(
      (await app.call('POST', '/api/spin-to-win', { headers: { cookie, 'content-type': 'text/plain' }, body: 'x' }))
        .status,
    ).toBe(415);
    // Two shoppers spend the client's budget of 2; the third from the same address is throttled.
    expect((await app.call('POST', '/api/spin-to-win', { headers: { cookie }, body: {} })).status).toBe(201);
    const second = await signIn(app, '0498765432');
    expect((await app.call('POST', '/api/spin-to-win', { headers: { cookie: second }, body: {} })).status).toBe(201);
    const third = await signIn(app, '0487654321');
    const throttled = await app.call('POST', '/api/spin-to-win', { headers: { cookie: third }, body: {} });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBeTruthy();
    expect(await count(app.db, 'spins')).toBe(2);
  });
});

describe("the dealer's spin-to-win lead", () => {
  it('names the campaign and the prize, in the webhook document and in ADF valid against the DTD', async () => {
    const app = await testApp({ overrides: { tenants: [alphaWithOnePrize('Free wheel alignment')] } });
    const cookie = await signIn(app, '0412345678', {
      first_name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
    });
    const res = await app.call('POST', '/api/spin-to-win', {
      headers: { cookie },
      body: { lead_attributes: { visited_pages: ['/', '/spin-to-win'], linked_query_params: { utm_source: 'flyer' } } },
    });
    const { spin } = (await res.json()) as SpinAnswer;
    expect(spin).toMatchObject({ slice: 0, prize: 'Free wheel alignment', won: true });
    const row = await app.db.get('SELECT lead_id FROM spins');
    const lead = await findLeadById(app.db, String(row?.['lead_id']));
    expect(lead).toMatchObject({
      form: 'spin-to-win',
      category: 'Spin to Win',
      lead_status: 'Complete',
      form_completed: true,
      data: {
        contact: { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412345678' },
        message: "Spin to Win 'Winter Service Spin': won Free wheel alignment.",
        fields: {
          spin_campaign_id: 'winter-spin',
          spin_campaign: 'Winter Service Spin',
          prize: 'Free wheel alignment',
        },
        lead_attributes: { visited_pages: ['/', '/spin-to-win'], linked_query_params: { utm_source: 'flyer' } },
      },
    });
    const xml = adfDocument(lead!, alphaTenant());
    expect(adfDtdErrors(xml)).toBe('');
    expect(xml).toContain('Category: Spin to Win');
    expect(xml).toContain('Spin-to-win campaign: Winter Service Spin');
    expect(xml).toContain('Prize: Free wheel alignment');
    expect(leadDocument(lead!, alphaTenant(), routeLead(alphaTenant(), lead!))).toMatchObject({
      form: 'spin-to-win',
      category: 'Spin to Win',
      fields: { prize: 'Free wheel alignment' },
    });
  });

  it("a 'no prize' slice is delivered too, saying so, with an ADF that still validates without a name or e-mail", async () => {
    const app = await testApp({ overrides: { tenants: [alphaWithOnePrize('Better luck next time', true)] } });
    const cookie = await signIn(app);
    const { spin } = (await (
      await app.call('POST', '/api/spin-to-win', { headers: { cookie }, body: {} })
    ).json()) as SpinAnswer;
    expect(spin).toMatchObject({ slice: 1, prize: 'Better luck next time', won: false });
    const lead = await findLeadById(app.db, String((await app.db.get('SELECT lead_id FROM spins'))?.['lead_id']));
    expect(lead?.data.fields).toMatchObject({ prize: 'No prize' });
    expect(lead?.data.message).toBe("Spin to Win 'Winter Service Spin': no prize (Better luck next time).");
    expect(adfDtdErrors(adfDocument(lead!, alphaTenant()))).toBe('');
  });
});
