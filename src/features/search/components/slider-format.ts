import { formatMoney } from '../../../shared/money.ts';
import { formatNumber } from '../../../shared/numbers.ts';

/** How a slider shows its values: '$25,000', '60,000 km', '2019'. */
export function formatSliderValue(attribute: string): (value: number) => string {
  if (attribute === 'price') return formatMoney;
  if (attribute === 'km') return (value) => `${formatNumber(value)} km`;
  return String;
}
