import { randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { SpinCampaign } from '../../config/site/spin-to-win.ts';
import { signInUrl } from '../../features/forms/rules/gates.ts';
import { LeadAttributesSchema } from '../../features/forms/rules/schemas/lead.ts';
import { campaignPhase, phaseMessage, SPIN_TEXT } from '../../features/spin/rules/campaign-window.ts';
import { drawSlice } from '../../features/spin/rules/draw.ts';
import { spinEligibility } from '../../features/spin/rules/eligibility.ts';
import { wheelSlices } from '../../features/spin/rules/wheel.ts';
import { currentUser } from '../auth/sessions.ts';
import type { AppEnv } from '../deps.ts';
import { parseJsonWith } from '../http/validate.ts';
import { routeChannels, routeLead } from '../leads/routing.ts';
import { throttleWrite } from '../throttle/throttle.ts';
import { spinLead } from './spin-lead.ts';
import { findSpin, recordSpin, type StoredSpin } from './spin-store.ts';

const PAGE = '/spin-to-win';

/** The 401 answer: the sign-in page to go to, coming back to the wheel. */
const SIGN_IN = { error: SPIN_TEXT.signIn, sign_in: signInUrl('spin-to-win', PAGE, PAGE) };

const SpinBody = v.object({ lead_attributes: v.optional(LeadAttributesSchema, {}) });

/** A spin as the routes answer it. */
const spinView = (spin: StoredSpin) => ({
  campaign_id: spin.campaign_id,
  slice: spin.slice,
  prize: spin.prize,
  won: spin.won,
  spun_at: new Date(spin.created_at).toISOString(),
});

/** The tenant's campaign, or the 404 to answer when it has none. */
function campaignOf(c: Context<AppEnv>): SpinCampaign | Response {
  return c.var.tenant.site.spinToWin ?? c.json({ error: SPIN_TEXT.noCampaign }, 404);
}

/**
 * GET /api/spin-to-win (the signed-in shopper's spin of the tenant's campaign, if any) and POST /api/spin-to-win
 * (draws the prize here, never in the browser; one spin per shopper per campaign; the dealer's lead queued with it).
 */
export function spinRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const campaign = campaignOf(c);
    if (campaign instanceof Response) return campaign;
    const user = await currentUser(c);
    if (!user) return c.json(SIGN_IN, 401);
    const spin = await findSpin(c.var.deps.store, {
      tenant: c.var.tenant.slug,
      campaign_id: campaign.id,
      user_id: user.id,
    });
    const phase = campaignPhase(campaign, c.var.deps.clock());
    return c.json({ campaign: { id: campaign.id, phase }, spin: spin ? spinView(spin) : null });
  });

  app.post('/', async (c) => {
    const { deps, tenant } = c.var;
    const campaign = campaignOf(c);
    if (campaign instanceof Response) return campaign;
    const user = await currentUser(c);
    if (!user) return c.json(SIGN_IN, 401);
    const parsed = await parseJsonWith(c, SpinBody);
    if (!parsed.ok) return parsed.response;
    const key = { tenant: tenant.slug, campaign_id: campaign.id, user_id: user.id };
    const earlier = await findSpin(deps.store, key);
    const now = deps.clock();
    const phase = campaignPhase(campaign, now);
    const eligibility = spinEligibility(true, earlier !== undefined, phase);
    if (earlier) return c.json({ spin: spinView(earlier), alreadySpun: true });
    if (eligibility.kind === 'outside-window') return c.json({ error: phaseMessage(campaign, phase), phase }, 403);
    const throttled = throttleWrite(c, 'spins');
    if (throttled) return throttled;
    const slices = wheelSlices(campaign);
    const index = drawSlice(
      slices.map((s) => s.weight),
      randomInt,
    );
    const slice = slices[index];
    if (!slice) throw new Error('drawn slice out of range');
    const record = spinLead(campaign, slice, user, {
      userAgent: c.req.header('user-agent') ?? '',
      attributes: parsed.value.lead_attributes,
    });
    const { spin, first } = await recordSpin(
      deps.store,
      { ...key, slice: index, prize: slice.label, won: slice.won },
      { record, channels: routeChannels(routeLead(tenant, record)) },
      now,
    );
    if (first) {
      deps.logger.info('spin.drawn', { tenant: tenant.slug, campaign_id: campaign.id, lead_id: spin.lead_id });
      deps.notifyOutbox?.();
    }
    return c.json({ spin: spinView(spin), alreadySpun: !first }, first ? 201 : 200);
  });

  return app;
}
