import { useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { distanceLabel, FUEL_LIMITS, fuelCost, fuelInputProblem, type FuelInputs } from '../rules/fuel-cost.ts';
import { formatMoneyWithCents } from '../../../shared/money.ts';

/** Fuel calculator island (hidden for electric cars by the page): price per litre, distance, economy → cost. */
export default function FuelCalculator(props: { initial: FuelInputs }) {
  const [inputs, setInputs] = useState(props.initial);
  const root = useRef<HTMLDivElement>(null);
  // decision 14: figures typed before the island woke count.
  const adoptTyped = useEffectEvent(() => {
    const typed: { -readonly [K in keyof FuelInputs]?: FuelInputs[K] } = {};
    for (const key of Object.keys(props.initial) as (keyof FuelInputs)[]) {
      const input = root.current?.querySelector<HTMLInputElement>(`input[name="${key}"]`);
      if (input && input.value !== String(props.initial[key])) typed[key] = Number(input.value) || 0;
    }
    if (Object.keys(typed).length > 0) setInputs((current) => ({ ...current, ...typed }));
  });
  // Once, at hydration.
  useLayoutEffect(() => adoptTyped(), []);
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
          value={inputs[key]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids}-${key}` : undefined}
          onChange={(event) => setInputs({ ...inputs, [key]: Number(event.currentTarget.value) || 0 })}
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
