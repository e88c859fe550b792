import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import * as v from 'valibot';
import { prefillDetails, rememberUserDetails } from '../../../../stores/user-details.ts';
import { initialQuickQuotePrice, QUICK_QUOTE, quickQuotePrice } from '../../../finance/rules/quick-quote.ts';
import type { CarLite } from '../../rules/car-lite.ts';
import { type FinanceProgress, submitFinance } from '../../client/finance-submit.ts';
import { readDraft } from '../../client/form-draft.ts';
import { finishLead, leadAttributes } from '../../client/success.ts';
import { DEALERSHIP } from '../../rules/definitions/contact-fields.ts';
import { financeDetailFields } from '../../rules/definitions/finance.ts';
import { PrivacyNotice } from '../PrivacyNotice.tsx';
import type { FormContext } from '../../rules/form-context.ts';
import type { FieldErrors, FormValues } from '../../rules/field-def.ts';
import { FINANCE_POPUP_STEPS, financeFormSteps, financeVehicle, type FinanceQuery } from '../../rules/finance-query.ts';
import { fieldErrors, initialValues, toPayload } from '../../rules/payload.ts';
import { carDealership, offeredLocations, preselectedDealership } from '../../rules/preselect.ts';
import { CodeSchema } from '../../rules/schemas/fields.ts';
import { MESSAGES } from '../../rules/schemas/messages.ts';
import { leadSchema } from '../../rules/schemas/lead.ts';
import { DealershipField } from '../DealershipField.tsx';
import { ErrorSummary, FormAlert } from '../ErrorSummary.tsx';
import { Field } from '../Field.tsx';
import { PhoneCodeFields } from './PhoneCodeFields.tsx';
import { QuickQuote, type QuoteValues } from './QuickQuote.tsx';
import { useFormDraft } from '../useFormDraft.ts';
import { usePhoneVerification } from './usePhoneVerification.ts';

interface FinanceApplicationProps {
  context: FormContext;
  car: CarLite | undefined;
  query: FinanceQuery;
  quickPicks: readonly number[];
  /** site.finance.maxTermYears. */
  maxTermYears: number;
  variant: 'page' | 'popup';
  /** Details of the signed-in shopper's verified profile, filled in before anything stored locally. */
  profile?: Readonly<Record<string, string>> | undefined;
}

/** spec/site §3–5: finance pre-approval with quick quote and phone verification; the popup splits before the name. */
export function FinanceApplication({
  context,
  car,
  query,
  quickPicks,
  maxTermYears,
  variant,
  profile,
}: FinanceApplicationProps) {
  const details = useMemo(
    () => [...financeDetailFields(context.rules.financePostcodeRequired), DEALERSHIP],
    [context.rules.financePostcodeRequired],
  );
  const [values, setValues] = useState<FormValues>(() => ({ ...initialValues(details), phone: '', code: '' }));
  const [quote, setQuote] = useState<QuoteValues>({
    price: initialQuickQuotePrice(car?.price, query.price),
    term: Math.min(query.loanTerm ?? QUICK_QUOTE.loanTermYears, maxTermYears),
    score: query.creditScore,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const [step, setStep] = useState(0);
  const shownAt = useRef(0);
  /** How far the last failed submit got (its code used up, its lead stored), for the phone it was for. */
  const progress = useRef<{ phone: string; done: FinanceProgress } | undefined>(undefined);
  const verification = usePhoneVerification('/api/verify/send', car ? { dealership_slug: car.dealership_slug } : {});
  const steps = financeFormSteps(variant);
  const parts = steps[step] ?? [];
  const last = step === steps.length - 1;

  useEffect(() => {
    shownAt.current = performance.now();
    setReady(true);
    const stored = { ...prefillDetails(context.storeUserDetails), ...profile };
    // The link's dealership (?preferredDealership=, ?dealership=) first, else the car's own.
    const dealership =
      preselectedDealership(new URLSearchParams(window.location.search), offeredLocations(context)) ??
      carDealership(car, context.locations);
    const blank: FormValues = initialValues(details);
    setValues((current) => ({
      ...current,
      ...initialValues(details, stored),
      ...dealership,
      phone: String(stored['phone'] ?? ''),
      code: '',
      // decision 14: what the shopper typed here before Back or a reload, then since the form woke (a car or a
      // profile arriving later fills only what the shopper has not changed).
      ...readDraft('finance'),
      ...Object.fromEntries(Object.entries(current).filter(([name, value]) => value !== (blank[name] ?? ''))),
    }));
  }, [context, details, car, profile]);
  const draft = useFormDraft('finance', values, ready);
  useEffect(() => {
    // A car that arrives (or changes) after the form: its price, unless the link set one.
    if (car?.price) setQuote((q) => ({ ...q, price: initialQuickQuotePrice(car.price, query.price) }));
  }, [car, query.price]);

  const set = (patch: FormValues) => {
    setValues((current) => ({ ...current, ...patch }));
    const touched = 'location_id' in patch ? ['dealership'] : Object.keys(patch);
    setErrors((current) =>
      touched.some((key) => key in current)
        ? Object.fromEntries(Object.entries(current).filter(([key]) => !touched.includes(key)))
        : current,
    );
  };
  const amount = quickQuotePrice(quote.price || QUICK_QUOTE.defaultPrice);
  const vehicle = financeVehicle(car, query);
  const leadPayload = () => ({
    form: 'finance',
    ...toPayload(details, values),
    phone: String(values['phone'] ?? ''),
    amount,
    term: quote.term,
    selfAssessedCreditScore: quote.score,
    ...(query.whoIsHelping ? { whoIsHelping: query.whoIsHelping } : {}),
    ...(vehicle.vin ? { vin: vehicle.vin } : {}),
    ...(car
      ? { car_id: car.id, car_dealership_id: car.dealership_id, car_type: car.car_type }
      : query.carType
        ? { car_type: query.carType }
        : {}),
    website: '',
    fill_ms: Math.round(performance.now() - shownAt.current),
    lead_attributes: leadAttributes(),
  });

  const validate = (): boolean => {
    const result = v.safeParse(leadSchema(context.rules), leadPayload());
    const found = fieldErrors(
      [...details, { name: 'phone', type: 'tel', label: 'Mobile' }],
      values,
      result.issues ?? [],
    );
    const code = v.safeParse(CodeSchema, String(values['code'] ?? ''));
    if (!code.success) found['code'] = code.issues[0].message;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setFormError('');
    if (!last) return setStep(step + 1);
    if (busy || !validate()) return;
    setBusy(true);
    try {
      const lead = leadPayload();
      const phone = verification.state.phone || String(values['phone']);
      const outcome = await submitFinance(
        phone,
        String(values['code']),
        lead,
        {
          data: {
            ...vehicle,
            selfAssessedCreditScore: quote.score,
            purchasePrice: amount,
            loanTerm: quote.term,
            phoneNumber: values['phone'],
            firstName: values['name'],
            lastName: values['last_name'],
            email: values['email'],
            subscribe: values['subscribe'] === true,
            ...(values['postcode'] ? { postCode: values['postcode'] } : {}),
          },
          additionalData: { car_id: car?.id ?? null, dealership_slug: values['dealership_slug'] ?? null },
        },
        progress.current?.phone === phone ? progress.current.done : undefined,
      );
      if (!outcome.ok) {
        progress.current = { phone, done: outcome.progress };
        if (outcome.field === 'code') setErrors({ code: outcome.error });
        else setFormError(outcome.error);
        return;
      }
      draft.drop();
      rememberUserDetails(context.storeUserDetails, values);
      finishLead(outcome.leadId, car, outcome.redirectUrl);
    } catch {
      setFormError(MESSAGES.unknown);
    } finally {
      setBusy(false);
    }
  };

  const labels = Object.fromEntries([
    ...details.map((f) => [f.name, f.label]),
    ['phone', 'Mobile'],
    ['code', 'Verification code'],
  ]);
  return (
    <form
      id={variant === 'popup' ? 'finance-popup-form' : undefined}
      className="lead-form"
      aria-label="Finance pre-approval"
      noValidate
      onSubmit={onSubmit}
      data-form="finance"
      data-ready={ready ? 'true' : undefined}
    >
      {variant === 'popup' && (
        <ol className="form-steps" aria-label="Steps">
          {FINANCE_POPUP_STEPS.map((label, i) => (
            <li key={label} aria-current={i === step ? 'step' : undefined}>
              {label}
            </li>
          ))}
        </ol>
      )}
      <ErrorSummary errors={errors} labels={labels} />
      {parts.includes('quote') && (
        <QuickQuote
          values={quote}
          onChange={setQuote}
          vehicle={vehicle}
          whoIsHelping={query.whoIsHelping}
          quickPicks={quickPicks}
          maxTermYears={maxTermYears}
          disabled={busy}
        />
      )}
      {parts.includes('details') && (
        <div className="lead-form__grid">
          {details.map((field) => (
            <Field
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              disabled={busy}
              onChange={(value) => set({ [field.name]: value })}
            >
              {field.type === 'CUSTOM'
                ? (ids) => (
                    <DealershipField
                      context={context}
                      car={car}
                      locationId={String(values['location_id'] ?? '')}
                      onChange={set}
                      ids={ids}
                      invalid={Boolean(errors[field.name])}
                    />
                  )
                : undefined}
            </Field>
          ))}
          <PhoneCodeFields
            verification={verification}
            phone={String(values['phone'] ?? '')}
            code={String(values['code'] ?? '')}
            errors={errors}
            disabled={busy}
            onPhone={(phone) => set({ phone })}
            onCode={(code) => set({ code })}
            onPhoneError={(message) =>
              setErrors((e) => {
                const { phone: _p, ...rest } = e;
                return message ? { ...rest, phone: message } : rest;
              })
            }
          />
        </div>
      )}
      <FormAlert message={formError} />
      <PrivacyNotice privacy={context.privacy} />
      <div className="form-actions">
        {step > 0 && (
          <button type="button" className="button button--ghost" onClick={() => setStep(step - 1)}>
            Back
          </button>
        )}
        <button type="submit" className="button" disabled={!ready || busy} aria-busy={busy}>
          {busy ? 'Submitting…' : last ? 'Get Pre-Approved' : 'Next'}
        </button>
      </div>
    </form>
  );
}
