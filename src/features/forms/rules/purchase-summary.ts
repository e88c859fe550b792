import { comparisonRateText, repaymentFigure } from '../../finance/rules/finance-display.ts';
import type { PurchaseFinanceEstimate } from '../../finance/rules/purchase-estimate.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { PurchaseRequest } from './purchase-request.ts';
import { formatNumber } from '../../../shared/numbers.ts';

/** A delivery estimate (GET /api/delivery-estimate): the region and its price in dollars (0 is free). */
export interface DeliveryQuote {
  readonly name: string;
  readonly price: number;
}

/** The purchase request as the dealer's lead carries it, beside the reservation's own fields. */
export interface PurchaseFacts {
  readonly request: PurchaseRequest;
  /** The finance figures when the shopper pays with finance. */
  readonly finance: PurchaseFinanceEstimate | undefined;
  /** The delivery estimate when the shopper wants the car delivered. */
  readonly delivery: DeliveryQuote | undefined;
}

/**
 * The lead's form fields of a purchase request: how the shopper pays (with the finance figures), their trade-in
 * (the trade-in form's own field names, so the ADF writes it as the trade-in vehicle) and the delivery choice.
 */
export function purchaseLeadFields({ request, finance, delivery }: PurchaseFacts): Record<string, unknown> {
  const paying =
    request.payment_method === 'finance' && finance
      ? {
          finance_deposit: request.finance_deposit,
          finance_term: request.finance_term,
          finance_amount: finance.amountFinanced,
          finance_repayment: finance.repayment,
          finance_frequency: finance.frequency,
          finance_monthly: finance.monthly,
          finance_rate: finance.interestPercent,
          finance_comparison_rate: finance.comparisonPercent,
        }
      : {};
  const tradeIn =
    request.has_trade_in === 'Yes'
      ? {
          rego: request.rego,
          vehicle_make: request.vehicle_make,
          vehicle_model: request.vehicle_model,
          vehicle_year: request.vehicle_year,
          kms: request.kms,
        }
      : {};
  const delivering =
    request.delivery_method === 'delivery' && delivery
      ? { delivery_postcode: request.delivery_postcode, delivery_region: delivery.name, delivery_price: delivery.price }
      : {};
  return {
    payment_method: request.payment_method,
    ...paying,
    has_trade_in: request.has_trade_in,
    ...tradeIn,
    delivery_method: request.delivery_method,
    ...delivering,
  };
}

/** One line of the review step: what it is and what the shopper chose. */
export interface SummaryLine {
  readonly label: string;
  readonly value: string;
}

/** '$147.87/wk over 5 years (8.50% p.a., 9.27% p.a. comparison rate*)'. */
export function financeLine(finance: PurchaseFinanceEstimate, termYears: number): string {
  const figure = repaymentFigure(finance.repayment, finance.frequency).text;
  const years = `${termYears} ${termYears === 1 ? 'year' : 'years'}`;
  return `${figure} over ${years} (${finance.interestPercent.toFixed(2)}% p.a., ${comparisonRateText(finance.comparisonPercent)})`;
}

/** The delivery choice in words: 'Pick up at the dealership' or 'Delivery to 4000 (Brisbane and Moreton Bay): $350'. */
export function deliveryLine(
  request: Pick<PurchaseRequest, 'delivery_method' | 'delivery_postcode'>,
  delivery?: DeliveryQuote,
): string {
  if (request.delivery_method === 'pickup' || !delivery) return 'Pick up at the dealership';
  return `Delivery to ${request.delivery_postcode ?? ''} (${delivery.name}): ${delivery.price === 0 ? 'Free' : formatMoney(delivery.price)}`;
}

/** The review step: the car, the deposit paid, then each choice in words. */
export function purchaseSummary(
  facts: PurchaseFacts,
  car: { name: string; price: number },
  reservation: { reference: string; deposit: number },
): SummaryLine[] {
  const { request, finance } = facts;
  const payment =
    request.payment_method === 'finance' && finance
      ? [
          { label: 'Payment', value: 'Finance' },
          { label: 'Finance deposit', value: formatMoney(request.finance_deposit ?? 0) },
          { label: 'Amount financed', value: formatMoney(finance.amountFinanced) },
          { label: 'Estimated repayment', value: financeLine(finance, request.finance_term ?? 0) },
        ]
      : [{ label: 'Payment', value: 'Pay cash' }];
  const tradeIn =
    request.has_trade_in === 'Yes'
      ? `${request.vehicle_year ?? ''} ${request.vehicle_make ?? ''} ${request.vehicle_model ?? ''}, ${formatNumber(request.kms ?? 0)} km, rego ${request.rego ?? ''}`
      : 'No trade-in';
  return [
    { label: 'Car', value: `${car.name}, ${formatMoney(car.price)}` },
    { label: 'Deposit paid', value: `${formatMoney(reservation.deposit)} (reservation ${reservation.reference})` },
    ...payment,
    { label: 'Trade-in', value: tradeIn },
    { label: 'Delivery', value: deliveryLine(request, facts.delivery) },
  ];
}
