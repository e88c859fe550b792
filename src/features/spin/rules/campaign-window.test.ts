import { describe, expect, it } from 'vitest';
import { campaignPhase, phaseMessage, SPIN_TEXT } from './campaign-window.ts';
import { spinEligibility } from './eligibility.ts';

const campaign = { start: '2026-01-01T00:00:00+10:00', end: '2026-02-01T00:00:00+10:00' };
const start = Date.parse(campaign.start);
const end = Date.parse(campaign.end);

describe('campaign window', () => {
  it('is not started before the start, live from it, ended at the end', () => {
    expect(campaignPhase(campaign, start - 1)).toBe('not-started');
    expect(campaignPhase(campaign, start)).toBe('live');
    expect(campaignPhase(campaign, end - 1)).toBe('live');
    expect(campaignPhase(campaign, end)).toBe('ended');
  });

  it('says when spins open or closed, in the dates the dealer wrote', () => {
    expect(phaseMessage(campaign, 'not-started')).toBe(
      'This campaign has not started yet: spins open on 1 January 2026.',
    );
    expect(phaseMessage(campaign, 'ended')).toBe('This campaign has ended: spins closed on 1 February 2026.');
    expect(phaseMessage(campaign, 'live')).toBeUndefined();
    expect(SPIN_TEXT.window(campaign)).toBe('Spins open 1 January 2026 to 1 February 2026.');
  });
});

describe('spinEligibility', () => {
  it('asks a signed-out visitor to sign in first, whatever the window', () => {
    expect(spinEligibility(false, false, 'live')).toEqual({ kind: 'sign-in' });
    expect(spinEligibility(false, true, 'ended')).toEqual({ kind: 'sign-in' });
  });

  it('shows a spin already made, also after the window closed, never a second draw', () => {
    expect(spinEligibility(true, true, 'live')).toEqual({ kind: 'already-spun' });
    expect(spinEligibility(true, true, 'ended')).toEqual({ kind: 'already-spun' });
  });

  it('lets a signed-in shopper without a spin spin only inside the window', () => {
    expect(spinEligibility(true, false, 'live')).toEqual({ kind: 'may-spin' });
    expect(spinEligibility(true, false, 'not-started')).toEqual({ kind: 'outside-window', phase: 'not-started' });
    expect(spinEligibility(true, false, 'ended')).toEqual({ kind: 'outside-window', phase: 'ended' });
  });
});
