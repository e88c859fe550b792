import type { PriceDisplayChoice } from '../../../stores/price-display.ts';

interface Props {
  choice: PriceDisplayChoice;
  onChoose?: (choice: PriceDisplayChoice) => void;
}

/** spec: price display choice Cash or Finance (default Cash). Buttons carry data-price-choice for the static script. */
export function PriceDisplayToggleView({ choice, onChoose }: Props) {
  const button = (value: PriceDisplayChoice, text: string) => (
    <button type="button" className="price-toggle__option" data-price-choice={value} aria-pressed={choice === value}
      onClick={onChoose === undefined ? undefined : () => onChoose(value)}>{text}</button>
  );
  return (
    <div className="price-toggle" role="group" aria-label="Show prices as">
      {button('cash', 'Cash')}
      {button('finance', 'Finance')}
    </div>
  );
}
