import { describe, expect, it } from 'vitest';
import { gateDecision, isGated, personalisedFinancePath, safePath, signInUrl } from './gates.ts';

describe('gated routes', () => {
  const gates = {
    checkout: false,
    finance: true,
    spinToWin: false,
    creditCheckFinance: false,
    tradeIn: false,
    sellMyCar: false,
  };
  it('always gates online-payment and the garage; others by site config', () => {
    expect(isGated('online-payment', gates)).toBe(true);
    expect(isGated('garage', gates)).toBe(true);
    expect(isGated('finance', gates)).toBe(true);
    expect(isGated('checkout', gates)).toBe(false);
    expect(isGated('trade-in', gates)).toBe(false);
  });
  it('redirects to sign-in with type, redirect and back; waits for the car slug', () => {
    expect(gateDecision(false, 'checkout', '/cars/x/checkout', '/cars/x')).toEqual({
      kind: 'redirect',
      to: '/sign-in?type=checkout&redirect=%2Fcars%2Fx%2Fcheckout&back=%2Fcars%2Fx',
    });
    expect(gateDecision(false, 'checkout', undefined, '/')).toEqual({ kind: 'wait' });
    expect(gateDecision(undefined, 'garage', '/my-garage', '/')).toEqual({ kind: 'wait' });
    expect(gateDecision(true, 'garage', '/my-garage', '/')).toEqual({ kind: 'show' });
  });
  it('only follows same-site paths', () => {
    expect(safePath('//evil.example')).toBe('/');
    expect(safePath('https://evil.example')).toBe('/');
    expect(signInUrl('watchlist', '/cars/a', '/cars/a')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fa&back=%2Fcars%2Fa',
    );
  });
  it('sends a car with a VIN or NVIC to the personalised finance page', () => {
    expect(personalisedFinancePath({ id: 7, vin: 'JT123' })).toBe('/personalised/finance?car_id=7');
    expect(personalisedFinancePath({ id: 7, vin: ' ', nvic: '' })).toBeUndefined();
  });
});
