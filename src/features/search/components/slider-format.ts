import { formatMoney } from '../../../shared/money.ts';

const KMS = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** How a slider shows its values: '$25,000', '60,000 km', '2019'. */
export function formatSliderValue(attribute: string): (value: number) => string {
  if (attribute === 'price') return formatMoney;
  if (attribute === 'km') return (value) => `${KMS.format(value)} km`;
  return String;
}
