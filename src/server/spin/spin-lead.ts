import type { SpinCampaign } from '../../config/site/spin-to-win.ts';
import type { WheelSlice } from '../../features/spin/rules/wheel.ts';
import type { User } from '../auth/sessions.ts';
import { leadWithoutCar, type LeadData, type LeadRecord } from '../leads/lead-record.ts';

/** The dealer-facing category of a spin's lead. */
export const SPIN_CATEGORY = 'Spin to Win';

/**
 * The lead a spin queues for the dealer: the signed-in shopper's verified mobile and profile, the campaign and
 * the prize drawn (also for a 'no prize' slice, so the dealer sees every entrant). `form` is 'spin-to-win'.
 */
export function spinLead(
  campaign: Pick<SpinCampaign, 'id' | 'title'>,
  slice: WheelSlice,
  user: User,
  visit: { userAgent: string; attributes: LeadData['lead_attributes'] },
): LeadRecord {
  const prize = slice.won ? slice.label : 'No prize';
  return leadWithoutCar('spin-to-win', SPIN_CATEGORY, {
    user_agent: visit.userAgent.slice(0, 500),
    contact: { name: user.first_name ?? '', last_name: user.last_name, email: user.email ?? '', phone: user.phone },
    message: slice.won
      ? `Spin to Win '${campaign.title}': won ${slice.label}.`
      : `Spin to Win '${campaign.title}': no prize (${slice.label}).`,
    lead_attributes: visit.attributes,
    offer_accepted: false,
    opt_in: false,
    fields: { spin_campaign_id: campaign.id, spin_campaign: campaign.title, prize },
  });
}
