import type { Car, CarType, ItemType } from '../../rules/car-schema.ts';
import type { Random } from './prng.ts';

type FinanceLender = NonNullable<Car['finance_lenders']>[string];

/** Inputs of one lender estimate. */
export interface LoanTerms {
  price: number;
  /** Annual interest rate in percent. */
  interestRate: number;
  termYears: number;
  /** Deposit as a share of the price, 0 to 1. */
  depositShare: number;
  /** Balloon (final payment) as a share of the price, 0 to 1. */
  balloonShare: number;
  establishmentFees: number;
}

/** Repayment per period for a loan with a balloon, rounded up to the cent. */
export function repayment(
  principal: number,
  annualRatePercent: number,
  periodsPerYear: number,
  years: number,
  balloon: number,
): number {
  const r = annualRatePercent / 100 / periodsPerYear;
  const n = periodsPerYear * years;
  const raw = r === 0 ? (principal - balloon) / n : ((principal - balloon / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
  return Math.ceil(raw * 100) / 100;
}

/** A lender entry with weekly and monthly payments and totals, computed from the terms. */
export function lenderEstimate(terms: LoanTerms, provider: string, comparisonRate: number | null): FinanceLender {
  const deposit = Math.round(terms.price * terms.depositShare);
  const balloon = Math.round(terms.price * terms.balloonShare);
  const principal = terms.price - deposit + terms.establishmentFees;
  const paymentMonth = repayment(principal, terms.interestRate, 12, terms.termYears, balloon);
  const paymentWeek = repayment(principal, terms.interestRate, 52, terms.termYears, balloon);
  const totalPayable = Math.round((paymentMonth * 12 * terms.termYears + balloon) * 100) / 100;
  return {
    interestRate: terms.interestRate,
    comparisonRate,
    paymentWeek,
    paymentMonth,
    termMonths: terms.termYears * 12,
    termYears: terms.termYears,
    balloon,
    deposit,
    establishmentFees: terms.establishmentFees,
    totalPayable,
    disclaimer: `Based on a ${terms.termYears} year secured loan, ${Math.round(terms.depositShare * 100)}% deposit and a ${Math.round(terms.balloonShare * 100)}% final payment. Comparison rate based on a 5-year secured loan of $30,000. Fees and charges apply; subject to approval.`,
    financeProvider: provider,
  };
}

/** What decides which lenders quote a vehicle. */
export interface FinanceFacts {
  make: string;
  year: number;
  price: number;
  carType: CarType;
  itemType: ItemType;
  refYear: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * finance_lenders for one vehicle, or undefined when no lender quotes it. Rates follow the
 * market: new and demo cheaper than used, older cars dearer. A few entries carry a null
 * comparison rate (the page must then hide the figures).
 */
export function pickLenders(random: Random, facts: FinanceFacts): Record<string, FinanceLender> | undefined {
  if (facts.price <= 500 || random.chance(0.12)) return undefined;
  const age = facts.refYear - facts.year;
  const baseRate = (facts.carType === 'used' ? 9.49 : 7.49) + Math.min(age, 12) * 0.25;
  const providers: string[] = ['Manual'];
  if (age < 12 && facts.itemType === 'car') providers.push('Taurus');
  if (facts.itemType === 'truck') providers.push('Powertorque');
  if (facts.make === 'Nissan') providers.push('Nissan Finance');
  if (random.chance(0.3)) providers.push('Angle');
  if (random.chance(0.2)) providers.push(random.pick(['360 Finance', 'AusLoans']));
  const lenders: Record<string, FinanceLender> = {};
  for (const provider of providers) {
    const interestRate = round2(baseRate + random.float(-0.5, 1.5));
    const comparisonRate = random.chance(0.04) ? null : round2(interestRate + random.float(0.35, 1.2));
    lenders[provider] = lenderEstimate(
      {
        price: facts.price,
        interestRate,
        termYears: provider === 'Taurus' ? 5 : random.pick([5, 5, 6, 7]),
        depositShare: 0.1,
        balloonShare: facts.carType === 'used' && age > 6 ? 0 : 0.3,
        establishmentFees: provider === 'Taurus' ? 1300 : provider === 'Manual' ? 395 : 0,
      },
      provider,
      comparisonRate,
    );
  }
  return lenders;
}
