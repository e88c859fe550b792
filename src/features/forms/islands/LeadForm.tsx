import { type SubmitEvent, useEffect, useRef } from 'react';
import './forms.css';
import type { CarLite } from '../rules/car-lite.ts';
import type { FormContext } from '../rules/form-context.ts';
import type { FieldDef, FormDefinition, FormValues } from '../rules/field-def.ts';
import { stepLabel } from '../rules/steps.ts';
import { AppointmentTime } from './AppointmentTime.tsx';
import { DealershipField } from './DealershipField.tsx';
import { ErrorSummary, FormAlert } from './ErrorSummary.tsx';
import { Field } from './Field.tsx';
import { PrivacyNotice } from './PrivacyNotice.tsx';
import { useLeadForm, type LeadFormHooks } from './useLeadForm.ts';

interface LeadFormProps {
  definition: FormDefinition;
  context: FormContext;
  car?: CarLite | undefined;
  /** Accessible name of the form, e.g. 'General enquiry'. */
  title: string;
  hooks?: LeadFormHooks;
  /** Values a link carries, filling the fields still empty (e.g. the part from /parts/search). */
  linked?: FormValues | undefined;
}

/** Renders any declared lead form: steps, labelled fields, the error list or a destructive alert, and the submit flow. */
export function LeadForm({ definition, context, car, title, hooks, linked }: LeadFormProps) {
  const form = useLeadForm(definition, context, car, hooks, linked);
  const current = definition.steps[form.step];
  const last = form.step === definition.steps.length - 1;
  const labels = Object.fromEntries(definition.steps.flatMap((s) => s.fields).map((f) => [f.name, f.label]));
  // A new step replaces the fields (and the pressed button is disabled while it sends): focus goes to its heading.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(form.step);
  useEffect(() => {
    if (shownStep.current === form.step) return;
    shownStep.current = form.step;
    stepHeading.current?.focus();
  }, [form.step]);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const custom = (field: FieldDef) => (ids: { input: string; describedBy: string | undefined }) => {
    if (field.component === 'dealership') {
      return (
        <DealershipField
          context={context}
          car={car}
          locationId={String(form.values['location_id'] ?? '')}
          onChange={(choice) => form.setMany(choice, field.name)}
          ids={ids}
          invalid={Boolean(form.errors[field.name])}
        />
      );
    }
    return (
      <AppointmentTime
        locationId={String(form.values['location_id'] ?? car?.location_id ?? '')}
        date={String(form.values['preferred_date'] ?? '')}
        value={String(form.values[field.name] ?? '')}
        onChange={(value) => form.set(field.name, value)}
        ids={ids}
      />
    );
  };
  return (
    <form
      ref={form.formRef}
      method="post"
      className="lead-form"
      aria-label={title}
      noValidate
      onSubmit={onSubmit}
      data-form={definition.form}
      data-ready={form.ready ? 'true' : undefined}
    >
      {definition.steps.length > 1 && (
        <>
          <ol className="form-steps" aria-label="Steps">
            {definition.steps.map((s, i) => (
              <li key={s.title} aria-current={i === form.step ? 'step' : undefined}>
                {s.title}
              </li>
            ))}
          </ol>
          <h3 ref={stepHeading} tabIndex={-1} aria-live="polite">
            {stepLabel(definition, form.step)}
          </h3>
        </>
      )}
      <ErrorSummary errors={form.errors} labels={labels} />
      <div className="lead-form__grid">
        {current?.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            value={form.values[field.name] ?? ''}
            error={form.errors[field.name]}
            disabled={form.submitting}
            onChange={(value) => form.set(field.name, value)}
          >
            {field.type === 'CUSTOM' ? custom(field) : undefined}
          </Field>
        ))}
      </div>
      <div className="hp-field" aria-hidden="true">
        <label>
          Leave this empty
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            onChange={(e) => {
              form.honeypot.current = e.target.value;
            }}
          />
        </label>
      </div>
      <FormAlert message={form.formError} />
      <PrivacyNotice privacy={context.privacy} />
      <div className="form-actions">
        {form.step > 0 && (
          <button type="button" className="button button--ghost" onClick={form.back} disabled={form.submitting}>
            Back
          </button>
        )}
        <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? 'Sending…' : last ? definition.submitLabel : 'Next'}
        </button>
      </div>
    </form>
  );
}
