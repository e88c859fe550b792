import { useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  distanceLabel,
  FUEL_LIMITS,
  fuelCost,
  fuelInputProblem,
  fuelInputsFromText,
  type FuelInputs,
} from '../rules/fuel-cost.ts';
import { formatMoneyWithCents } from '../../../shared/money.ts';

/** Fuel calculator island (hidden for electric cars by the page): price per litre, distance, economy → cost. */
export default function FuelCalculator(props: { initial: FuelInputs }) {
  // Each field keeps the shopper's text (empty allowed while they retype); the figures are read from it.
  const [texts, setTexts] = useState<Record<keyof FuelInputs, string>>(() => ({
    pricePerLitre: String(props.initial.pricePerLitre),
    distanceKm: String(props.initial.distanceKm),
    economyLPer100Km: String(props.initial.economyLPer100Km),
  }));
  const root = useRef<HTMLDivElement>(null);
  // decision 14: figures typed before the island woke count.
  const adoptTyped = useEffectEvent(() => {
    const typed: Partial<Record<keyof FuelInputs, string>> = {};
    for (const key of Object.keys(props.initial) as (keyof FuelInputs)[]) {
      const input = root.current?.querySelector<HTMLInputElement>(`input[name="${key}"]`);
      if (input && input.value !== String(props.initial[key])) typed[key] = input.value;
    }
    if (Object.keys(typed).length > 0) setTexts((current) => ({ ...current, ...typed }));
  });
  // Once, at hydration.
  useLayoutEffect(() => adoptTyped(), []);
  const inputs = fuelInputsFromText(texts);
  const cost = fuelCost(inputs);
  const ids = useId();
  const keys = Object.keys(inputs) as (keyof FuelInputs)[];
  const problems = Object.fromEntries(keys.map((key) => [key, fuelInputProblem(key, inputs[key])]));
  const field = (key: keyof FuelInputs, label: string, step: string) => {
    const problem = problems[key];
    return (
      <label className="calc__field">
        <span>{label}</span>
        <input
          type="number"
          name={key}
          // 0 is the base the arrows step from (250 km moves by tens); the limits' lower ends show as messages.
          min="0"
          max={FUEL_LIMITS[key].max}
          step={step}
          inputMode="decimal"
          value={texts[key]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids}-${key}` : undefined}
          onChange={(event) => setTexts({ ...texts, [key]: event.currentTarget.value })}
        />
        {problem && (
          <span className="calc__message" id={`${ids}-${key}`}>
            {problem}
          </span>
        )}
      </label>
    );
  };
  return (
    <div className="calc" ref={root}>
      {field('pricePerLitre', 'Fuel price ($ per litre)', '0.01')}
      {field('distanceKm', 'Distance (km)', '10')}
      {field('economyLPer100Km', 'Fuel economy (L/100km)', '0.1')}
      <p className="calc__result" aria-live="polite" data-testid="fuel-cost">
        {keys.some((key) => problems[key]) ? (
          'Correct the figures above to see the cost.'
        ) : (
          <>
            {distanceLabel(inputs.distanceKm)} costs <strong>{formatMoneyWithCents(cost.cost)}</strong> (
            {cost.litres.toFixed(1)} L)
          </>
        )}
      </p>
    </div>
  );
}
