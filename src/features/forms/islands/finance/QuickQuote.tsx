import { useEffect, useId, useState } from 'react';
import {
  CREDIT_SCORES,
  loanTermOptions,
  priceBoundsHelp,
  QUICK_QUOTE,
  quickQuotePrice,
  type CreditScore,
} from '../../../finance/rules/quick-quote.ts';
import { buildQuoteRequest, type QuoteResponse } from '../../../finance/rules/quote-request.ts';
import { callJson } from '../../client/api.ts';
import type { FinanceVehicle } from '../../rules/finance-query.ts';
import { MESSAGES } from '../../rules/schemas/messages.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { formatNumber } from '../../../../shared/numbers.ts';

export interface QuoteValues {
  /** Digits as typed (the input keeps digits only). */
  price: string;
  term: number;
  score: CreditScore;
}

interface QuickQuoteProps {
  values: QuoteValues;
  onChange: (v: QuoteValues) => void;
  /** The car's or the link's year, VIN and NVIC, sent with the quote (spec/site §3 quote request). */
  vehicle: FinanceVehicle;
  whoIsHelping: string | undefined;
  quickPicks: readonly number[];
  /** site.finance.maxTermYears. */
  maxTermYears: number;
  disabled: boolean;
}

/**
 * spec: quick quote. Purchase price ('$' prefix, thousands separator, digits only, clamped to
 * 10000–200000 when quoted, and the help says so), term 1 to the site's longest, credit score;
 * quoted through /api/youx/quote 500 ms after the last change. A failed quote is logged and the estimate cleared.
 */
export function QuickQuote({
  values,
  onChange,
  vehicle,
  whoIsHelping,
  quickPicks,
  maxTermYears,
  disabled,
}: QuickQuoteProps) {
  const id = useId();
  const [quote, setQuote] = useState<QuoteResponse>();
  const { year, vin, nvic } = vehicle;
  useEffect(() => {
    const timer = setTimeout(async () => {
      const request = {
        ...buildQuoteRequest(null, {
          purchasePrice: values.price || QUICK_QUOTE.defaultPrice,
          loanTerm: values.term,
          selfAssessedCreditScore: values.score,
          ...(year === undefined ? {} : { year }),
          ...(whoIsHelping ? { whoIsHelping } : {}),
        }),
        ...(vin ? { vin } : {}),
        ...(nvic ? { nvic } : {}),
      };
      const answer = await callJson<QuoteResponse>('POST', '/api/youx/quote', request, {
        fallback: MESSAGES.quoteFailed,
      });
      if (answer.ok) setQuote(answer.data);
      else {
        console.warn(answer.error);
        setQuote(undefined);
      }
    }, QUICK_QUOTE.debounceMs);
    return () => clearTimeout(timer);
  }, [values.price, values.term, values.score, year, vin, nvic, whoIsHelping]);

  return (
    <fieldset className="quote-box" disabled={disabled}>
      <legend>Quick Estimate</legend>
      <div className="lead-form__grid">
        <div className="field field--wide">
          <label htmlFor={`${id}-price`}>Purchase price ($)</label>
          <div className="money-input">
            <span className="money-input__prefix" aria-hidden="true">
              $
            </span>
            <input
              id={`${id}-price`}
              inputMode="numeric"
              value={values.price === '' ? '' : formatNumber(Number(values.price))}
              aria-describedby={`${id}-price-help`}
              onChange={(e) => onChange({ ...values, price: e.target.value.replace(/\D/g, '').slice(0, 9) })}
              onBlur={() =>
                onChange({ ...values, price: String(quickQuotePrice(values.price || QUICK_QUOTE.defaultPrice)) })
              }
            />
          </div>
          <p id={`${id}-price-help`} className="field__help" aria-live="polite">
            {priceBoundsHelp(values.price)}
          </p>
          {quickPicks.length > 0 && (
            // biome-ignore lint/a11y/useSemanticElements: a named group of buttons (WAI-ARIA button group); a fieldset would bring form semantics and its own box
            <div className="form-actions quick-picks" role="group" aria-label="Quick picks">
              {quickPicks.map((p) => (
                <button
                  key={p}
                  type="button"
                  className="button button--ghost"
                  aria-pressed={Number(values.price) === p}
                  onClick={() => onChange({ ...values, price: String(p) })}
                >
                  {formatMoney(p)}
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-term`}>Loan term</label>
          <select
            id={`${id}-term`}
            value={values.term}
            onChange={(e) => onChange({ ...values, term: Number(e.target.value) })}
          >
            {loanTermOptions(maxTermYears).map((y) => (
              <option key={y} value={y}>
                {y} {y === 1 ? 'year' : 'years'}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-score`}>Credit score</label>
          <select
            id={`${id}-score`}
            value={values.score}
            onChange={(e) => onChange({ ...values, score: e.target.value as CreditScore })}
          >
            {CREDIT_SCORES.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0) + s.slice(1).toLowerCase()}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-live="polite">
        {quote && (
          <p>
            <span className="quote-box__figure">{formatMoney(Math.ceil(quote.weeklyRepaymentAmount))}/wk</span>{' '}
            estimated at {quote.advertisedRate.toFixed(2)}% p.a. (comparison rate {quote.comparisonRate.toFixed(2)}%
            p.a.)
          </p>
        )}
      </div>
    </fieldset>
  );
}
