import type { PriceDisplayChoice } from '../../../stores/price-display.ts';
import { ToggleButtonsView } from './ToggleButtonsView.tsx';

const OPTIONS = [
  { value: 'cash', text: 'Cash' },
  { value: 'finance', text: 'Finance' },
] as const;

/** spec: price display choice Cash or Finance (default Cash). Buttons carry data-price-choice for the static script. */
export function PriceDisplayToggleView({ choice }: { choice: PriceDisplayChoice }) {
  return <ToggleButtonsView label="Show prices as" options={OPTIONS} value={choice} dataName="price-choice" />;
}
