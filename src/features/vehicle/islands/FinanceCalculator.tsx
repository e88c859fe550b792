import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { track } from '../../analytics/client/data-layer.ts';
import { useEarlyClick } from '../../forms/islands/useEarlyClick.ts';
import type { CalculatorState } from '../../finance/rules/calculator-state.ts';
import { loanFromState } from '../../finance/rules/calculator-state.ts';
import { COMPARISON_RATE_WARNING, comparisonRate, SECURED_BENCHMARK } from '../../finance/rules/comparison-rate.ts';
import { disclaimerForms } from '../../finance/rules/disclaimer.ts';
import type { CalculatorVariant, FeeSchedule } from '../../finance/rules/establishment-fees.ts';
import { repaymentFigure, shownRepayment } from '../../finance/rules/finance-display.ts';
import type { Frequency } from '../../finance/rules/frequency.ts';
import { totalRepayments } from '../../finance/rules/repayment.ts';
import { clampSliderInput, sidebarPrice, type SliderBounds } from '../../finance/rules/slider-bounds.ts';
import { useLivePrice } from '../../stock/islands/use-live-price.ts';
import { formatMoney, formatMoneyWithCents } from '../../../shared/money.ts';
import { type CalculatorField, liveCalculatorInput, touched } from '../client/calculator-live-state.ts';

/** spec/shopper §7: analytics event id of the finance calculator's first use. */
export const FINANCE_CALCULATOR_EVENT = 26;

export interface FinanceCalculatorProps {
  variant: CalculatorVariant;
  initial: CalculatorState;
  bounds: {
    amount: SliderBounds;
    term: SliderBounds;
    interest: SliderBounds;
    deposit: SliderBounds;
    residual: SliderBounds;
  };
  fees: FeeSchedule;
  interestLocked: boolean;
  disclaimer: string;
  /** The car lender's advertised rates: at its interest rate the calculator shows its comparison rate, as the sidebar does. */
  advertised?: { interestPercent: number; comparisonPercent: number } | undefined;
  /** The car (built price) whose price now the amount follows, as long as the shopper leaves the amount alone. */
  liveCar?: { id: number; price: number } | undefined;
}

type Field = CalculatorField;
const FREQUENCY_LABEL: Record<Exclude<Frequency, 'year'>, string> = {
  week: 'Weekly',
  fortnight: 'Fortnightly',
  month: 'Monthly',
};

/** Finance calculator island (standard, sidebar and dealer variants): sliders with typed inputs, frequency switch, repayment, comparison rate, disclaimer. */
export default function FinanceCalculator(props: FinanceCalculatorProps) {
  const [state, setState] = useState<CalculatorState>(props.initial);
  const [priceError, setPriceError] = useState<string | null>(null);
  const [longDisclaimer, setLongDisclaimer] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const toggleDisclaimer = () => setLongDisclaimer((long) => !long);
  const moreReady = useEarlyClick(moreButton, toggleDisclaimer);
  const used = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | undefined>(undefined);
  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    track(FINANCE_CALCULATOR_EVENT, { calculator: props.variant });
  };
  const set = (field: Field, value: number) => {
    firstUse();
    setState((previous) => ({ ...previous, [field]: value }));
  };
  const livePrice = useLivePrice(props.liveCar);
  const followed = useRef(props.initial.amount);
  useEffect(() => {
    if (livePrice === undefined) return;
    const from = followed.current;
    const amount = clampSliderInput(livePrice, props.bounds.amount);
    followed.current = amount;
    setState((previous) => (previous.amount === from ? { ...previous, amount } : previous));
  }, [livePrice, props.bounds.amount]);
  const loan = loanFromState(state, props.fees);
  const amount = shownRepayment(loan);
  const figure = repaymentFigure(amount, state.frequency);
  const comparison = useMemo(
    () =>
      props.advertised?.interestPercent === state.interestPercent
        ? props.advertised.comparisonPercent
        : comparisonRate({
            ...SECURED_BENCHMARK,
            annualRatePercent: state.interestPercent,
            upfrontFees: props.fees.upfront,
            monthlyFees: props.fees.monthly,
          }),
    [state.interestPercent, props.fees, props.advertised],
  );
  const disclaimer = disclaimerForms(props.disclaimer);
  const amountLabel = props.variant === 'sidebar' ? 'Purchase price' : 'Loan amount';

  const slider = (
    field: Field,
    label: string,
    bounds: SliderBounds,
    format: (value: number) => string,
    disabled = false,
  ) => (
    <div className="fc__field">
      <label htmlFor={`fc-${field}`}>{label}</label>
      <input
        id={`fc-${field}-text`}
        className="fc__text"
        inputMode="decimal"
        aria-label={`${label} value`}
        disabled={disabled}
        key={`${field}-${state[field]}`}
        defaultValue={format(state[field])}
        onBlur={(event) => commitText(field, event.currentTarget.value, bounds)}
        onKeyDown={(event) => event.key === 'Enter' && commitText(field, event.currentTarget.value, bounds)}
      />
      <input
        id={`fc-${field}`}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={state[field]}
        disabled={disabled}
        aria-valuetext={format(state[field])}
        onChange={(event) => set(field, Number(event.currentTarget.value))}
      />
    </div>
  );
  const commitText = (field: Field, raw: string, bounds: SliderBounds) => {
    if (field === 'amount' && props.variant === 'sidebar') {
      const checked = sidebarPrice(Number(raw.replace(/[^\d.-]/g, '')), bounds.min);
      setPriceError(checked.error);
      set(field, clampSliderInput(checked.value, bounds));
      return;
    }
    set(field, clampSliderInput(raw, bounds));
  };
  const years = (value: number) => `${value} ${value === 1 ? 'year' : 'years'}`;
  const percent = (value: number) => `${value}%`;
  const formats: Record<Field, (value: number) => string> = {
    amount: formatMoney,
    tradeIn: formatMoney,
    termYears: years,
    interestPercent: percent,
    residual: formatMoney,
  };
  const boundsOf: Record<Field, SliderBounds> = {
    amount: props.bounds.amount,
    tradeIn: props.bounds.deposit,
    termYears: props.bounds.term,
    interestPercent: props.bounds.interest,
    residual: props.bounds.residual,
  };

  // decision 14: a slider moved, a value typed or a frequency picked before hydration counts, and focus stays put.
  const adoptEarlyInput = useEffectEvent(() => {
    if (root.current === null) return;
    const live = liveCalculatorInput(root.current, props.initial, (field) => formats[field](props.initial[field]));
    if (!touched(live)) return;
    for (const [field, value] of Object.entries(live.sliders) as [Field, number][]) set(field, value);
    for (const [field, raw] of Object.entries(live.texts) as [Field, string][]) commitText(field, raw, boundsOf[field]);
    const frequency = live.frequency;
    if (frequency !== undefined) setState((previous) => ({ ...previous, frequency }));
    refocus.current = live.focusedId;
    firstUse();
  });
  // Once, at hydration: later input is React's own.
  useLayoutEffect(() => adoptEarlyInput(), []);
  useLayoutEffect(() => {
    // A typed value re-creates its text input (keyed by value): give the focus back to the control the shopper was on.
    const id = refocus.current;
    if (id === undefined || state === props.initial) return;
    refocus.current = undefined;
    if (document.activeElement?.id !== id) document.getElementById(id)?.focus();
  });

  return (
    <div className="fc" ref={root}>
      {slider('amount', amountLabel, props.bounds.amount, formatMoney)}
      {priceError && (
        <p className="fc__error" role="alert">
          {priceError}
        </p>
      )}
      {slider('tradeIn', 'Deposit / trade-in', props.bounds.deposit, formatMoney)}
      {slider('termYears', 'Loan term', props.bounds.term, years)}
      {slider('interestPercent', 'Interest rate (p.a.)', props.bounds.interest, percent, props.interestLocked)}
      {slider('residual', 'Residual (balloon)', props.bounds.residual, formatMoney)}
      <fieldset className="fc__frequency">
        <legend>Repayment frequency</legend>
        {(Object.keys(FREQUENCY_LABEL) as Exclude<Frequency, 'year'>[]).map((frequency) => (
          <label key={frequency}>
            <input
              type="radio"
              name="fc-frequency"
              value={frequency}
              checked={state.frequency === frequency}
              onChange={() => {
                firstUse();
                setState((previous) => ({ ...previous, frequency }));
              }}
            />
            {FREQUENCY_LABEL[frequency]}
          </label>
        ))}
      </fieldset>
      <div className="fc__result" aria-live="polite">
        <p className="fc__figure" data-testid="repayment">
          {figure.text}
        </p>
        <p className="fc__rates">
          {state.interestPercent}% p.a. interest rate · <strong>{comparison.toFixed(2)}% p.a. comparison rate*</strong>
        </p>
        {figure.kind === 'repayment' && (
          <p className="fc__total">
            Total repayments {formatMoneyWithCents(totalRepayments(loan, amount))}
            {props.fees.upfront > 0 && ` including ${formatMoneyWithCents(props.fees.upfront)} fees`}
          </p>
        )}
      </div>
      <p className="fc__warning">*{COMPARISON_RATE_WARNING}</p>
      <p className="fc__disclaimer" id="fc-disclaimer">
        {longDisclaimer ? disclaimer.long : disclaimer.short}
      </p>
      {disclaimer.expandable && (
        <button
          ref={moreButton}
          type="button"
          className="link-button"
          data-early-click
          data-ready={moreReady ? 'true' : undefined}
          aria-expanded={longDisclaimer}
          aria-controls="fc-disclaimer"
          onClick={toggleDisclaimer}
        >
          {longDisclaimer ? 'Show Less' : 'Show More'}
        </button>
      )}
    </div>
  );
}
