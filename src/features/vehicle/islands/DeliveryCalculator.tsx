import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { PENDING_SUBMIT } from '../../forms/client/early-submit.ts';
import { fetchDeliveryEstimate } from '../../forms/client/delivery-estimate.ts';
import { EMPTY_POSTCODE_MESSAGE } from '../rules/delivery-estimate.ts';
import { formatMoney } from '../../../shared/money.ts';

type Result =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'estimate'; name: string; price: number }
  | { kind: 'message'; text: string };

/** Delivery calculator island: postcode → region and price via GET /api/delivery-estimate (spec messages on empty or unknown). */
export default function DeliveryCalculator() {
  const [postcode, setPostcode] = useState('');
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const [ready, setReady] = useState(false);
  const [replay, setReplay] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    // decision 14: a postcode typed, and a Get Estimate pressed, before the island woke (early-submit.ts held it).
    const element = form.current;
    const typed = element?.querySelector('input')?.value ?? '';
    if (typed !== '') setPostcode(typed);
    if (element?.dataset[PENDING_SUBMIT] === 'true') setReplay(true);
    if (element) delete element.dataset[PENDING_SUBMIT];
  }, []);
  useEffect(() => setReady(true), []);
  const estimateFromEffect = useEffectEvent(() => void estimate());
  useEffect(() => {
    if (!replay) return;
    setReplay(false);
    estimateFromEffect();
  }, [replay]);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void estimate();
  };
  const estimate = async () => {
    if (postcode.trim() === '') return setResult({ kind: 'message', text: EMPTY_POSTCODE_MESSAGE });
    setResult({ kind: 'loading' });
    const answer = await fetchDeliveryEstimate(postcode);
    setResult(
      answer.ok
        ? { kind: 'estimate', name: answer.name, price: answer.price }
        : { kind: 'message', text: answer.message },
    );
  };
  return (
    <form
      ref={form}
      className="calc"
      onSubmit={submit}
      noValidate
      data-calculator="delivery-estimate"
      data-ready={ready ? 'true' : undefined}
    >
      <label className="calc__field">
        <span>Your postcode</span>
        <input
          name="postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={postcode}
          onChange={(event) => setPostcode(event.currentTarget.value)}
        />
      </label>
      <button type="submit" className="button">
        Get Estimate
      </button>
      <div aria-live="polite" className="calc__result" data-testid="delivery-result">
        {result.kind === 'loading' && 'Checking…'}
        {result.kind === 'estimate' && (
          <p>
            Delivery to <strong>{result.name}</strong>:{' '}
            <strong>{result.price === 0 ? 'Free' : formatMoney(result.price)}</strong>
          </p>
        )}
        {result.kind === 'message' && <p className="calc__message">{result.text}</p>}
      </div>
    </form>
  );
}
