import { formatMoney } from '../../../shared/money.ts';

/** A finance slider's range and step, in the slider's unit (dollars, years or percent). */
export interface SliderBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** spec/shopper §5: loan amount slider. Min 1000 (5000 for one provider), max 100000, step 500. */
export const LOAN_AMOUNT_MIN = 1_000;
export const LOAN_AMOUNT_MAX = 100_000;
export const LOAN_AMOUNT_STEP = 500;
/** Price factor of the loan maximum in the configuration that scales with dear cars (105%). */
export const LOAN_AMOUNT_PRICE_FACTOR = 1.05;

/**
 * Loan amount slider in dollars.
 * @param amountMin config finance.amountMin (1000 default, 5000 for one provider).
 * @param scaleWithPrice in the configuration that does so, a price above 100000 raises the max to 105% of the price.
 */
export function loanAmountBounds(
  options: { amountMin?: number; price?: number; scaleWithPrice?: boolean } = {},
): SliderBounds {
  const price = options.price ?? 0;
  const max =
    options.scaleWithPrice === true && price > LOAN_AMOUNT_MAX
      ? Math.round(price * LOAN_AMOUNT_PRICE_FACTOR)
      : LOAN_AMOUNT_MAX;
  return { min: options.amountMin ?? LOAN_AMOUNT_MIN, max, step: LOAN_AMOUNT_STEP };
}

/** spec/shopper §5: term slider in years, 1 to 7 (5 on some sites), step 0.5. */
export function termBounds(maxTermYears = 7): SliderBounds {
  return { min: 1, max: maxTermYears, step: 0.5 };
}

/** spec/shopper §5: interest ranges in percent per annum, step 0.5. */
export const INTEREST_RANGES = {
  default: { min: 0.5, max: 15 },
  providerNarrow: { min: 7.5, max: 14.5 },
  providerWide: { min: 5.99, max: 15.99 },
  highRange: { min: 9.95, max: 19.95 },
  broadRange: { min: 4, max: 20 },
} as const;

/** Interest slider in percent per annum (config finance.interestRange), step 0.5. */
export function interestBounds(
  range: { readonly min: number; readonly max: number } = INTEREST_RANGES.default,
): SliderBounds {
  return { min: range.min, max: range.max, step: 0.5 };
}

/** spec/shopper §5: deposit / trade-in and residual sliders in dollars, 0 to 250000, step 0.5. */
export const DEPOSIT_BOUNDS: SliderBounds = { min: 0, max: 250_000, step: 0.5 };
export const RESIDUAL_BOUNDS: SliderBounds = { min: 0, max: 250_000, step: 0.5 };

/**
 * A typed or dragged slider value: non-numeric characters stripped ('$30,000' → 30000), then
 * values over max clamp to max and values at or below min (or nothing numeric) clamp to min.
 */
export function clampSliderInput(raw: string | number, bounds: Pick<SliderBounds, 'min' | 'max'>): number {
  const value = typeof raw === 'number' ? raw : parseNumeric(raw);
  if (!Number.isFinite(value) || value <= bounds.min) return bounds.min;
  if (value > bounds.max) return bounds.max;
  return value;
}

/** Digits and the first decimal point of `raw` as a number; NaN when there are no digits. */
export function parseNumeric(raw: string): number {
  const [whole = '', ...fraction] = raw.replace(/[^\d.]/g, '').split('.');
  const text = fraction.length > 0 ? `${whole}.${fraction.join('')}` : whole;
  return /\d/.test(text) ? Number(text) : Number.NaN;
}

/** spec/shopper §5: sidebar purchase price runs from 1000 (5000 in one case) to 250000. */
export const SIDEBAR_PRICE_MAX = 250_000;

/**
 * The amount slider of a car page's calculator (config finance.calculatorVariant): the sidebar variant's purchase
 * price from `amountMin` to 250000 in steps of 500, else the loan amount slider.
 */
export function carAmountBounds(
  variant: 'standard' | 'sidebar' | 'dealer',
  amountMin: number,
  price: number,
): SliderBounds {
  return variant === 'sidebar'
    ? { min: amountMin, max: SIDEBAR_PRICE_MAX, step: LOAN_AMOUNT_STEP }
    : loanAmountBounds({ amountMin, price });
}

/** 'Cannot be less than $1,000 or more than $250,000' for a minimum in dollars. */
export function sidebarPriceMessage(min: number): string {
  return `Cannot be less than ${formatMoney(min)} or more than ${formatMoney(SIDEBAR_PRICE_MAX)}`;
}

/** The sidebar price as kept (a negative price becomes 0) and the message when it is out of range. */
export interface SidebarPrice {
  readonly value: number;
  readonly error: string | null;
}

/** spec/shopper §5: sidebar variant purchase price validation (dollars). */
export function sidebarPrice(raw: number, min = LOAN_AMOUNT_MIN): SidebarPrice {
  const value = Number.isFinite(raw) ? Math.max(0, raw) : 0;
  const error = value < min || value > SIDEBAR_PRICE_MAX ? sidebarPriceMessage(min) : null;
  return { value, error };
}
