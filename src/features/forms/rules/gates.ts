import type { Gates } from '../../../config/site/gates.ts';

/** Gated routes (spec/site §2 'Gated routes'); online-payment and garage are always gated. */
export type GateType =
  | 'checkout'
  | 'finance'
  | 'spin-to-win'
  | 'online-payment'
  | 'garage'
  | 'credit-check'
  | 'trade-in'
  | 'sell-my-car'
  | 'watchlist';

/** Whether a visitor must sign in before seeing a page of this type on this site. */
export function isGated(type: GateType, gates: Gates): boolean {
  switch (type) {
    case 'online-payment':
    case 'garage':
    case 'watchlist':
      return true;
    case 'checkout':
      return gates.checkout;
    case 'finance':
      return gates.finance;
    case 'spin-to-win':
      return gates.spinToWin;
    case 'credit-check':
      return gates.creditCheckFinance;
    case 'trade-in':
      return gates.tradeIn;
    case 'sell-my-car':
      return gates.sellMyCar;
  }
}

/** A same-site path to go to after sign-in; anything else (other origins, '//host') gives '/'. */
export function safePath(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return raw;
}

/** spec: /sign-in?type={type}&redirect={path}&back={path}. */
export function signInUrl(type: string, redirect: string, back: string): string {
  const query = new URLSearchParams({ type, redirect: safePath(redirect), back: safePath(back) });
  return `/sign-in?${query.toString()}`;
}

/** What a gated page does once it knows whether the visitor is signed in. */
export type GateDecision = { kind: 'show' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/**
 * spec: a visitor who is not signed in is redirected to sign-in with type, redirect and back;
 * on checkout pages the redirect waits until the car slug is known (`redirect` undefined).
 */
export function gateDecision(
  signedIn: boolean | undefined,
  type: GateType,
  redirect: string | undefined,
  back: string,
): GateDecision {
  if (signedIn === true) return { kind: 'show' };
  if (signedIn === undefined || redirect === undefined) return { kind: 'wait' };
  return { kind: 'redirect', to: signInUrl(type, redirect, back) };
}

/**
 * spec: a finance gate sends a car that has a vehicle-identification record (VIN or NVIC)
 * to the personalised finance page; other cars stay on the finance page.
 */
export function personalisedFinancePath(
  car: { id: number; vin?: string | undefined; nvic?: string | undefined } | undefined,
): string | undefined {
  if (!car || !(car.vin?.trim() || car.nvic?.trim())) return undefined;
  return `/personalised/finance?car_id=${car.id}`;
}
