import { creditScore, digitsOnly, quickQuoteTerm, type CreditScore } from '../../finance/rules/quick-quote.ts';

/** spec/site §2: finance form query parameters, read once when the page opens. */
export interface FinanceQuery {
  carId?: string;
  vin?: string;
  nvic?: string;
  year?: number;
  preferredDealership?: string;
  carType?: 'new' | 'used' | 'demo';
  /** vehiclePriceBudget or price, digits only. */
  price?: string;
  /** loanTerm, whole years 1 to 7. */
  loanTerm?: number;
  /** selfAssessedCreditScore or credit_score. */
  creditScore: CreditScore;
  whoIsHelping?: string;
}

/** Reads the finance query (unknown or empty values are left out; score defaults to GREAT). */
export function parseFinanceQuery(params: URLSearchParams): FinanceQuery {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const query: FinanceQuery = { creditScore: creditScore(text('selfAssessedCreditScore') ?? text('credit_score')) };
  const assign = <K extends keyof FinanceQuery>(key: K, value: FinanceQuery[K] | undefined) => {
    if (value !== undefined) query[key] = value;
  };
  assign('carId', text('car_id'));
  assign('vin', text('vin'));
  assign('nvic', text('nvic'));
  const year = Number.parseInt(text('year') ?? '', 10);
  assign('year', year >= 1900 && year <= 2100 ? year : undefined);
  assign('preferredDealership', text('preferredDealership'));
  const type = text('car_type');
  assign('carType', type === 'new' || type === 'used' || type === 'demo' ? type : undefined);
  const price = digitsOnly(text('vehiclePriceBudget') ?? text('price') ?? '');
  assign('price', price || undefined);
  const term = text('loanTerm');
  assign('loanTerm', term === undefined ? undefined : quickQuoteTerm(term));
  assign('whoIsHelping', text('whoIsHelping'));
  return query;
}

/** The vehicle identification a quote, lead and customer carry (spec/site §3 quote request: year, vin, nvic). */
export interface FinanceVehicle {
  year?: number;
  vin?: string;
  nvic?: string;
}

/**
 * The vehicle the finance form is about: the selected car's year, VIN and NVIC, else those of the
 * link (?year=, ?vin=, ?nvic=). A VIN longer than 17 or an NVIC longer than 12 characters is left out.
 */
export function financeVehicle(
  car: { year: number; vin?: string | undefined; nvic?: string | undefined } | undefined,
  query: FinanceQuery,
): FinanceVehicle {
  const vehicle: FinanceVehicle = {};
  const year = car?.year ?? query.year;
  if (year !== undefined) vehicle.year = year;
  const vin = (car?.vin?.trim() || query.vin)?.toUpperCase();
  if (vin && vin.length <= 17) vehicle.vin = vin;
  const nvic = (car?.nvic?.trim() || query.nvic)?.toUpperCase();
  if (nvic && nvic.length <= 12) vehicle.nvic = nvic;
  return vehicle;
}

/** spec/site §2 popup variant: the four step labels of the dialog. */
export const FINANCE_POPUP_STEPS = [
  'Quick Estimate',
  'Your Details',
  'Instant pre-approval',
  'Apply to lender',
] as const;

/** spec/site §4: the popup has two form steps, split before the name field; the base variant has one. */
export function financeFormSteps(variant: 'page' | 'popup'): readonly (readonly ('quote' | 'details')[])[] {
  return variant === 'popup' ? [['quote'], ['details']] : [['quote', 'details']];
}
