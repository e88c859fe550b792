import { useState } from 'react';
import { distanceLabel, fuelCost, type FuelInputs } from '../rules/fuel-cost.ts';
import { formatMoneyWithCents } from '../rules/money.ts';

/** Fuel calculator island (hidden for electric cars by the page): price per litre, distance, economy → cost. */
export default function FuelCalculator(props: { initial: FuelInputs }) {
  const [inputs, setInputs] = useState(props.initial);
  const cost = fuelCost(inputs);
  const field = (key: keyof FuelInputs, label: string, step: string) => (
    <label className="calc__field">
      <span>{label}</span>
      <input type="number" min="0" step={step} inputMode="decimal" value={inputs[key]}
        onChange={(event) => setInputs({ ...inputs, [key]: Number(event.currentTarget.value) || 0 })} />
    </label>
  );
  return (
    <div className="calc">
      {field('pricePerLitre', 'Fuel price ($ per litre)', '0.01')}
      {field('distanceKm', 'Distance (km)', '10')}
      {field('economyLPer100Km', 'Fuel economy (L/100km)', '0.1')}
      <p className="calc__result" aria-live="polite" data-testid="fuel-cost">
        {distanceLabel(inputs.distanceKm)} costs <strong>{formatMoneyWithCents(cost.cost)}</strong> ({cost.litres.toFixed(1)} L)
      </p>
    </div>
  );
}
