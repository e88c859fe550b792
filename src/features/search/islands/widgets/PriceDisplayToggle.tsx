import { useStore } from '@nanostores/react';
import { $priceDisplay } from '../../../../stores/price-display.ts';
import { PriceDisplayToggleView } from '../../components/PriceDisplayToggleView.tsx';

/** Cash / Finance choice (the page script handles the clicks; this shows the current choice). */
export function PriceDisplayToggle() {
  return <PriceDisplayToggleView choice={useStore($priceDisplay)} />;
}
