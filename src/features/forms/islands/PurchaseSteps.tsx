import { Fragment, useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { COMPARISON_RATE_WARNING } from '../../finance/rules/comparison-rate.ts';
import { purchaseFinanceEstimate, type PurchaseFinanceTerms } from '../../finance/rules/purchase-estimate.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { CarLite } from '../rules/car-lite.ts';
import { fetchDeliveryEstimate } from '../client/delivery-estimate.ts';
import { readPurchaseDraft, savePurchaseDraft, sendPurchaseRequest } from '../client/purchase.ts';
import { leadAttributes } from '../client/success.ts';
import { TRADE_IN as FINANCE_TRADE_IN } from '../rules/definitions/finance.ts';
import { opts, type FieldDef } from '../rules/field-def.ts';
import {
  PURCHASE_START,
  PURCHASE_STEPS,
  purchaseBody,
  stepErrors,
  type PurchaseDraft,
} from '../rules/purchase-steps.ts';
import { deliveryLine, financeLine, purchaseSummary } from '../rules/purchase-summary.ts';
import { ErrorSummary, FormAlert } from './ErrorSummary.tsx';
import { Field } from './Field.tsx';

/** A radio choice with its answers, value → label. */
const choice = (name: string, label: string, answers: Readonly<Record<string, string>>): FieldDef => ({
  name,
  type: 'radio',
  label,
  options: Object.entries(answers).map(([value, text]) => ({ value, label: text })),
});
const PAYMENT = choice('payment_method', 'How would you like to pay?', { cash: 'Pay cash', finance: 'Finance' });
const DEPOSIT: FieldDef = { name: 'finance_deposit', type: 'number', label: 'Deposit (AUD)', inputMode: 'numeric' };
/** The finance form's trade-in question, 'No' first as the purchase starts with no trade-in. */
const TRADE_IN: FieldDef = { ...FINANCE_TRADE_IN, options: opts('No', 'Yes') };
const TRADE_IN_CAR: readonly FieldDef[] = [
  { name: 'rego', type: 'text', label: 'Rego' },
  { name: 'vehicle_make', type: 'text', label: 'Make' },
  { name: 'vehicle_model', type: 'text', label: 'Model' },
  { name: 'vehicle_year', type: 'number', label: 'Year' },
  { name: 'kms', type: 'number', label: 'Odometer (km)' },
];
const DELIVERY = choice('delivery_method', 'How would you like to get the car?', {
  pickup: 'Pick up at the dealership',
  delivery: 'Deliver it to me',
});
const POSTCODE: FieldDef = {
  name: 'delivery_postcode',
  type: 'text',
  label: 'Your postcode',
  inputMode: 'numeric',
  autoComplete: 'postal-code',
};
const termField = (maxYears: number): FieldDef => ({
  name: 'finance_term',
  type: 'select',
  label: 'Loan term',
  options: Array.from({ length: maxYears }, (_, i) => ({
    value: String(i + 1),
    label: `${i + 1} ${i === 0 ? 'year' : 'years'}`,
  })),
});

/** A step that asks one choice and, when it has the answer `when`, the fields (and anything `more`) it needs. */
interface ChoiceStep {
  choice: FieldDef;
  when: string;
  fields: readonly FieldDef[];
  more?: ReactNode;
}

/**
 * Buy online, after the deposit (spec: the next steps collected into one purchase request): finance, trade-in and
 * delivery, a review, then one POST that the dealer receives as one lead. Each step's input is kept in this tab's
 * session storage, so a reload or back/forward keeps it; a request already sent shows as sent.
 */
export function PurchaseSteps({
  reservation,
  car,
  terms,
}: {
  reservation: { reference: string; deposit: number };
  car: CarLite;
  terms: PurchaseFinanceTerms;
}) {
  const { reference } = reservation;
  const [draft, setDraft] = useState<PurchaseDraft>({
    step: 0,
    values: { ...PURCHASE_START, finance_term: String(terms.defaultTermYears) },
  });
  const [restored, setRestored] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    const saved = readPurchaseDraft(reference);
    if (saved) setDraft(saved);
    setRestored(true);
  }, [reference]);
  useEffect(() => {
    if (restored) savePurchaseDraft(reference, draft);
  }, [reference, draft, restored]);
  useEffect(() => {
    // A step moved to by its buttons gives its heading the focus (a restored draft leaves the focus to the page).
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  });

  const { step, values } = draft;
  const limits = { price: car.price, maxTermYears: terms.maxTermYears };
  const set = (name: string, value: string | boolean) =>
    setDraft((d) => ({
      ...d,
      values: { ...d.values, [name]: String(value) },
      ...(name === 'delivery_postcode' ? { delivery: undefined } : {}),
    }));
  const go = (next: number) => {
    moved.current = true;
    setErrors({});
    setFormError('');
    setDraft((d) => ({ ...d, step: next }));
  };
  const body = purchaseBody(values);
  const finance =
    body.payment_method === 'finance' && Object.keys(stepErrors(0, values, limits)).length === 0
      ? purchaseFinanceEstimate(
          car.price,
          { deposit: body.finance_deposit ?? 0, termYears: body.finance_term ?? terms.defaultTermYears },
          terms,
        )
      : undefined;
  const postcode = (values['delivery_postcode'] ?? '').trim();
  const quote = draft.delivery?.postcode === postcode ? draft.delivery : undefined;

  /** The estimate for the typed postcode: kept with the draft, or the message as the field's error. */
  const estimate = async (): Promise<boolean> => {
    if (quote) return true;
    setBusy(true);
    const answer = await fetchDeliveryEstimate(postcode);
    setBusy(false);
    if (!answer.ok) {
      setErrors({ delivery_postcode: answer.message });
      return false;
    }
    setErrors({});
    setDraft((d) => ({ ...d, delivery: { postcode, name: answer.name, price: answer.price } }));
    return true;
  };
  const send = async () => {
    setBusy(true);
    setFormError('');
    const result = await sendPurchaseRequest(reference, { ...body, lead_attributes: leadAttributes() });
    setBusy(false);
    if (result.ok) {
      setDraft((d) => ({ ...d, sentLeadId: result.data.purchase.lead_id }));
      return;
    }
    setErrors(result.fields);
    setFormError(result.error);
  };
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step === PURCHASE_STEPS.length - 1) return send();
    const found = stepErrors(step, values, limits);
    if (Object.keys(found).length > 0) return setErrors(found);
    if (step === 2 && body.delivery_method === 'delivery' && !(await estimate())) return;
    go(step + 1);
  };

  if (draft.sentLeadId)
    return (
      <div className="form-alert form-alert--success purchase" role="status">
        <h2>Purchase request sent</h2>
        <p>
          Thank you. We have your purchase request for the {car.name} (reservation {reference}). Our team will call you
          to arrange the rest.
        </p>
      </div>
    );

  const field = (def: FieldDef) => (
    <Field
      key={def.name}
      field={def}
      value={values[def.name] ?? ''}
      error={errors[def.name]}
      disabled={busy}
      onChange={(value) => set(def.name, value)}
    />
  );
  // The finance, trade-in and delivery steps: one choice, and for one answer the fields and figures it needs.
  const choiceSteps: readonly ChoiceStep[] = [
    {
      choice: PAYMENT,
      when: 'finance',
      fields: [DEPOSIT, termField(terms.maxTermYears)],
      more: (
        <div className="purchase__estimate field--wide" aria-live="polite">
          {finance ? (
            <>
              <p>
                Estimated repayment: <strong>{financeLine(finance, body.finance_term ?? 0)}</strong>
              </p>
              <p>Amount financed {formatMoney(finance.amountFinanced)}, establishment fees included.</p>
              <p className="field__help">{COMPARISON_RATE_WARNING}</p>
            </>
          ) : (
            <p>Enter a deposit to see the estimated repayment.</p>
          )}
        </div>
      ),
    },
    { choice: TRADE_IN, when: 'Yes', fields: TRADE_IN_CAR },
    {
      choice: DELIVERY,
      when: 'delivery',
      fields: [POSTCODE],
      more: (
        <div className="purchase__estimate">
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void estimate()}>
            Get Estimate
          </button>
          <p aria-live="polite">{quote ? deliveryLine(body, quote) : ''}</p>
        </div>
      ),
    },
  ];
  const asked = choiceSteps[step];
  const labels = Object.fromEntries(choiceSteps.flatMap((s) => [s.choice, ...s.fields]).map((f) => [f.name, f.label]));
  const title = PURCHASE_STEPS[step] ?? '';
  const summary = purchaseSummary(
    { request: { ...body, lead_attributes: { visited_pages: [], linked_query_params: {} } }, finance, delivery: quote },
    car,
    reservation,
  );
  return (
    <section className="purchase" aria-labelledby="purchase-title">
      <h2 id="purchase-title">Buy this car online</h2>
      <p>Three short steps, then check everything and send it to us as one purchase request.</p>
      <ol className="form-steps" aria-label="Steps">
        {PURCHASE_STEPS.map((name, i) => (
          <li key={name} aria-current={i === step ? 'step' : undefined}>
            {name}
          </li>
        ))}
      </ol>
      <form
        className="lead-form"
        aria-label={`Purchase request: ${title}`}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        data-form="purchase"
        data-ready={restored ? 'true' : undefined}
      >
        <h3 ref={heading} tabIndex={-1}>
          Step {step + 1} of {PURCHASE_STEPS.length}: {title}
        </h3>
        <ErrorSummary errors={errors} labels={labels} />
        {asked && (
          <div className="lead-form__grid">
            {field(asked.choice)}
            {values[asked.choice.name] === asked.when && (
              <>
                {asked.fields.map(field)}
                {asked.more}
              </>
            )}
          </div>
        )}
        {step === 3 && (
          <dl className="receipt">
            {summary.map((line) => (
              <Fragment key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </Fragment>
            ))}
          </dl>
        )}
        <FormAlert message={formError} />
        <div className="form-actions">
          {step > 0 && (
            <button type="button" className="button button--ghost" onClick={() => go(step - 1)} disabled={busy}>
              Back
            </button>
          )}
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {step === PURCHASE_STEPS.length - 1 ? (busy ? 'Sending…' : 'Send purchase request') : 'Continue'}
          </button>
        </div>
      </form>
    </section>
  );
}
