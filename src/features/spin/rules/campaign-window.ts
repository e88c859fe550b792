import type { SpinCampaign } from '../../../config/site/spin-to-win.ts';
import { offerDate } from '../../offers/rules/offer-status.ts';

/** Where a campaign stands at a moment: spins open from `start` (inclusive) until `end` (exclusive). */
export type CampaignPhase = 'not-started' | 'live' | 'ended';

export function campaignPhase(campaign: Pick<SpinCampaign, 'start' | 'end'>, nowMs: number): CampaignPhase {
  if (nowMs < Date.parse(campaign.start)) return 'not-started';
  if (nowMs >= Date.parse(campaign.end)) return 'ended';
  return 'live';
}

/** The texts of the spin-to-win page and its function, shared so browser and server say the same. */
export const SPIN_TEXT = {
  noCampaign: 'There is no spin-to-win campaign running at the moment.',
  signIn: 'Please sign in to spin the wheel.',
  notStarted: (campaign: Pick<SpinCampaign, 'start'>) =>
    `This campaign has not started yet: spins open on ${offerDate(campaign.start)}.`,
  ended: (campaign: Pick<SpinCampaign, 'end'>) =>
    `This campaign has ended: spins closed on ${offerDate(campaign.end)}.`,
  window: (campaign: Pick<SpinCampaign, 'start' | 'end'>) =>
    `Spins open ${offerDate(campaign.start)} to ${offerDate(campaign.end)}.`,
} as const;

/** What a phase outside the window says; undefined while the campaign is live. */
export function phaseMessage(campaign: Pick<SpinCampaign, 'start' | 'end'>, phase: CampaignPhase): string | undefined {
  if (phase === 'not-started') return SPIN_TEXT.notStarted(campaign);
  if (phase === 'ended') return SPIN_TEXT.ended(campaign);
  return undefined;
}
