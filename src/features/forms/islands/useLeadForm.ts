import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { track } from '../../analytics/client/data-layer.ts';
import { ascFormSubmitted } from '../../analytics/client/form-submitted.ts';
import { prefillDetails, rememberUserDetails } from '../../../stores/user-details.ts';
import type { CarLite } from '../rules/car-lite.ts';
import { newIdempotencyKey, patchLead, postLead, type ApiResult } from '../client/api.ts';
import { clearFormError, storeFormError } from '../client/form-error.ts';
import { PENDING_SUBMIT } from '../client/early-submit.ts';
import { readDraft, wasSent } from '../client/form-draft.ts';
import { liveValues } from '../client/live-values.ts';
import { finishLead, leadAttributes } from '../client/success.ts';
import type { FormContext } from '../rules/form-context.ts';
import type { FieldErrors, FormDefinition, FormValues } from '../rules/field-def.ts';
import { leadEventId, offerEventId } from '../rules/lead-events.ts';
import { leadFailure } from '../rules/lead-failure.ts';
import { offeredLocations, preselectedDealership, withChosenDealership } from '../rules/preselect.ts';
import { fieldErrors, fieldsThrough, initialValues, toPayload } from '../rules/payload.ts';
import { stepAction, stepStatus } from '../rules/steps.ts';
import { leadSchema } from '../rules/schemas/lead.ts';
import { useFormDraft } from './useFormDraft.ts';

/** Optional hooks around the submission (the reserve journey posts to /api/reservations and pays). */
export interface LeadFormHooks {
  /** Replaces POST /api/leads for the form's first request; answers the id the form goes on with. */
  create?: (payload: Record<string, unknown>) => Promise<ApiResult<{ lead_id: string }>>;
  /** Replaces the default finish (store the marker, go to /success). */
  onDone?: (leadId: string) => void;
}

/** State and actions of a lead form: values, errors, step, submitting; validation with the shared schema. */
export function useLeadForm(
  definition: FormDefinition,
  context: FormContext,
  car: CarLite | undefined,
  hooks: LeadFormHooks = {},
  linked?: FormValues,
) {
  const allFields = useMemo(() => definition.steps.flatMap((s) => s.fields), [definition]);
  // A car's lead goes to the car's own location unless the shopper picks another: preselected in the HTML too.
  const [values, setValues] = useState<FormValues>(() => withCarLocation(initialValues(allFields), car));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [step, setStep] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [leadId, setLeadId] = useState<string>();
  /** Hydrated (data-ready): until then early-submit.ts holds a submit for the island to replay. */
  const [ready, setReady] = useState(false);
  const [replaySubmit, setReplaySubmit] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const shownAt = useRef(0);
  const honeypot = useRef('');
  const schema = useMemo(() => leadSchema(context.rules), [context.rules]);

  // decision 14: adopt what the shopper typed, chose or submitted before the island woke.
  const adoptEarlyInput = useEffectEvent(() => {
    const form = formRef.current;
    if (form === null) return;
    // Back from a sent form's thank-you page: the form starts anew, whatever the browser restored into it.
    if (wasSent(definition.form)) form.reset();
    // The dealership field's select is named location_id (its value key), not after the field.
    // What this history entry kept (Back, a reload), then what the page shows now, browser-restored or typed.
    const typed = withChosenDealership(
      { ...readDraft(definition.form), ...liveValues(form, { location_id: '', ...values }) },
      context.locations,
    );
    const early = form.dataset[PENDING_SUBMIT] === 'true';
    delete form.dataset[PENDING_SUBMIT];
    // Timed from when the form is on screen (from the page's start when the shopper was already at work):
    // the functions refuse leads filled in under 2.5 s.
    shownAt.current = early || Object.keys(typed).length > 0 ? 0 : performance.now();
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    if (early) setReplaySubmit(true);
  });
  // Once, at hydration: later values are React's own.
  useLayoutEffect(() => adoptEarlyInput(), []);
  const draft = useFormDraft(definition.form, values, ready);

  useEffect(() => {
    setReady(true);
    const stored = prefillDetails(context.storeUserDetails);
    if (Object.keys(stored).length > 0)
      setValues((current) => ({
        ...initialValues(allFields, stored),
        ...Object.fromEntries(Object.entries(current).filter(([, x]) => x !== '' && x !== false)),
      }));
  }, [allFields, context.storeUserDetails]);

  useEffect(() => {
    // A link that names a location (?location_id=, e.g. a location card's 'Enquire Now') or a dealership preselects it.
    const linked = preselectedDealership(new URLSearchParams(window.location.search), offeredLocations(context));
    if (linked) setValues((current) => (current['location_id'] ? current : { ...current, ...linked }));
  }, [context]);

  useEffect(() => {
    // Values a link carries (a catalogue part's 'Enquire'): they fill the fields the shopper has left empty.
    if (linked)
      setValues((current) => ({
        ...current,
        ...Object.fromEntries(Object.entries(linked).filter(([name]) => !current[name])),
      }));
  }, [linked]);

  useEffect(() => {
    // A car known only after hydration (?car_id= pages) preselects its location the same way.
    if (car) setValues((current) => (current['location_id'] ? current : withCarLocation(current, car)));
  }, [car]);

  // A corrected field drops its error at once; the rest wait for the next submit.
  const clearError = (name: string) =>
    setErrors((current) =>
      name in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) : current,
    );
  const set = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };
  const setMany = (patch: FormValues, owner?: string) => {
    setValues((current) => ({ ...current, ...patch }));
    if (owner) clearError(owner);
  };

  const payloadThrough = (index: number) => ({
    form: definition.form,
    ...definition.fixed,
    ...toPayload(fieldsThrough(definition, index), values),
    website: honeypot.current,
    fill_ms: Math.round(performance.now() - shownAt.current),
    lead_attributes: leadAttributes(),
    ...(car ? { car_id: car.id, car_dealership_id: car.dealership_id } : {}),
  });

  /** Validates the current step (the shared schema over every field so far); true when clean. */
  const validateStep = (): boolean => {
    const fields = fieldsThrough(definition, step);
    const stepFields = definition.steps[step]?.fields ?? [];
    const result = v.safeParse(schema, payloadThrough(step));
    const all = fieldErrors(fields, values, result.issues ?? []);
    const mine = Object.fromEntries(
      Object.entries(all).filter(([name]) => stepFields.some((f) => f.name === name) || step === 0),
    );
    setErrors(mine);
    return Object.keys(mine).length === 0;
  };

  const submit = async () => {
    if (submitting) return;
    setFormError('');
    if (!validateStep()) return;
    const action = stepAction(definition, step, leadId);
    if (action.kind === 'advance') return setStep(step + 1);
    setSubmitting(true);
    try {
      const create = hooks.create ?? ((payload: Record<string, unknown>) => postLead(payload, newIdempotencyKey()));
      const answer =
        action.kind === 'create'
          ? await create(payloadThrough(step))
          : await patchLead(leadId ?? '', {
              ...toPayload(definition.steps[step]?.fields ?? [], values),
              ...stepStatus(action.last),
            });
      if (!answer.ok) {
        const failure = leadFailure(answer, allFields);
        if (failure.kind === 'fields') return setErrors(failure.errors);
        setFormError(failure.message);
        storeFormError(definition.form, failure.message);
        return;
      }
      clearFormError();
      setLeadId(answer.data.lead_id);
      if (!action.last) return setStep(step + 1);
      draft.drop();
      rememberUserDetails(context.storeUserDetails, values);
      const eventId = leadEventId(
        definition.form,
        car,
        typeof values['category'] === 'string' ? values['category'] : String(definition.fixed?.['category'] ?? ''),
      );
      if (eventId !== undefined) track(eventId, { form: definition.form, car_id: car?.id });
      const offerEvent = offerEventId({ ...definition.fixed, ...values }['offer_accepted']);
      if (offerEvent !== undefined) track(offerEvent, { form: definition.form, car_id: car?.id });
      ascFormSubmitted(definition.form, typeof values['category'] === 'string' ? values['category'] : '');
      if (hooks.onDone) hooks.onDone(answer.data.lead_id);
      else finishLead(answer.data.lead_id, car);
    } finally {
      setSubmitting(false);
    }
  };

  const submitFromEffect = useEffectEvent(() => void submit());
  useEffect(() => {
    if (!replaySubmit) return;
    setReplaySubmit(false);
    submitFromEffect();
  }, [replaySubmit]);

  return {
    values,
    errors,
    formError,
    step,
    submitting,
    ready,
    leadId,
    set,
    setMany,
    submit,
    back: () => setStep(Math.max(0, step - 1)),
    honeypot,
    formRef,
  };
}

function withCarLocation(values: FormValues, car: CarLite | undefined): FormValues {
  return car ? { ...values, location_id: String(car.location_id), dealership_slug: car.dealership_slug } : values;
}
