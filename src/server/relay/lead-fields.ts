/** Dealer-facing labels of the form fields a lead can carry; an unknown field keeps its own name. */
const LABELS: Record<string, string> = {
  rego: 'Rego',
  regoState: 'Rego state',
  kms: 'Odometer (km)',
  vehicle_year: 'Vehicle year',
  vehicle_make: 'Vehicle make',
  vehicle_model: 'Vehicle model',
  vin: 'VIN',
  under_finance: 'Under finance',
  PreferredContactMethod: 'Preferred contact',
  additional_services: 'Additional services',
  terms_conditions: 'Agreed to the terms of use',
  page_id: 'Page',
  part_number: 'Part#',
  rego_vin_part: 'Rego, VIN, or Part#',
  order_detail: 'Order detail',
  amount: 'Amount to finance (AUD)',
  term: 'Loan term',
  selfAssessedCreditScore: 'Credit score (self-assessed)',
  whoIsHelping: 'Who is helping',
  has_trade_in: 'Has a trade-in',
  subscribe: 'Finance news',
  tags: 'Tags',
  car_type: 'Car type',
  model: 'Model',
  preferred_date: 'Preferred date',
  preferred_time: 'Preferred time',
  reservation_reference: 'Reservation reference',
  deposit: 'Deposit paid (AUD)',
  payment_provider: 'Payment provider',
  payment_reference: 'Payment reference',
  held_until: 'Car held until',
  spin_campaign_id: 'Spin-to-win campaign id',
  spin_campaign: 'Spin-to-win campaign',
  prize: 'Prize',
  payment_amount: 'Amount paid (AUD)',
  reference_type: 'Paid against',
  reference_number: 'Invoice or balance reference',
  online_payment_reference: 'Receipt reference',
  paid_at: 'Paid at',
  payment_method: 'Paying by',
  finance_deposit: 'Finance deposit (AUD)',
  finance_term: 'Loan term',
  finance_amount: 'Amount financed (AUD)',
  finance_repayment: 'Estimated repayment (AUD)',
  finance_frequency: 'Repayment frequency',
  finance_monthly: 'Estimated monthly repayment (AUD)',
  finance_rate: 'Interest rate (% p.a.)',
  finance_comparison_rate: 'Comparison rate (% p.a.)',
  delivery_method: 'Delivery',
  delivery_postcode: 'Delivery postcode',
  delivery_region: 'Delivery region',
  delivery_price: 'Delivery estimate (AUD)',
};

const format = (key: string, value: unknown): string => {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (key === 'term' || key === 'finance_term') return `${String(value)} year${value === 1 ? '' : 's'}`;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
};

/** 'Label: value' for one form field; '' when it has no value. */
export function fieldLine(key: string, value: unknown): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '';
  return `${LABELS[key] ?? key}: ${format(key, value)}`;
}

/** Every form field not in `used`, one 'Label: value' line each: nothing the shopper sent is dropped. */
export function fieldLines(fields: Record<string, unknown>, used: ReadonlySet<string>): string[] {
  return Object.entries(fields)
    .filter(([key]) => !used.has(key))
    .map(([key, value]) => fieldLine(key, value))
    .filter(Boolean);
}
