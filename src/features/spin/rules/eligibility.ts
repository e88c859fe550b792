import type { CampaignPhase } from './campaign-window.ts';

/**
 * What a shopper can do on the campaign: sign in first; see the spin they already have (one per shopper per
 * campaign, shown even after the window closed); wait for or miss the window; or spin.
 */
export type SpinEligibility =
  | { kind: 'sign-in' }
  | { kind: 'already-spun' }
  | { kind: 'outside-window'; phase: Exclude<CampaignPhase, 'live'> }
  | { kind: 'may-spin' };

export function spinEligibility(signedIn: boolean, hasSpun: boolean, phase: CampaignPhase): SpinEligibility {
  if (!signedIn) return { kind: 'sign-in' };
  if (hasSpun) return { kind: 'already-spun' };
  if (phase !== 'live') return { kind: 'outside-window', phase };
  return { kind: 'may-spin' };
}
