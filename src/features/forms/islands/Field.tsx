import { useEffect, useId, useState, type ReactNode } from 'react';
import type { FieldDef } from '../rules/field-def.ts';
import { lastBookingDay, utcToday } from '../rules/schemas/calendar-date.ts';

interface FieldProps {
  field: FieldDef;
  value: string | boolean;
  error: string | undefined;
  disabled?: boolean;
  onChange: (value: string | boolean) => void;
  /** Replaces the input (CUSTOM fields); receives the ids to wire the label, help and error. */
  children?: ((ids: { input: string; describedBy: string | undefined }) => ReactNode) | undefined;
}

/**
 * A date field's picker range: the days the server takes (from today, within the booking window). Set once
 * mounted, as the page is built days before the shopper opens it; today is the later of the shopper's and UTC's.
 */
function useDateRange(active: boolean): { min?: string; max?: string } {
  const [range, setRange] = useState<{ min?: string; max?: string }>({});
  useEffect(() => {
    if (!active) return;
    const now = new Date();
    const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const today = local > utcToday() ? local : utcToday();
    setRange({ min: today, max: lastBookingDay(today) });
  }, [active]);
  return range;
}

/** One labelled field with help text and its error (linked with aria-describedby, announced by the summary). */
export function Field({ field, value, error, disabled = false, onChange, children }: FieldProps) {
  const base = useId();
  const ids = { input: `${base}-input`, help: `${base}-help`, error: `${base}-error` };
  const describedBy = [field.help ? ids.help : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id: ids.input,
    name: field.name,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const text = typeof value === 'string' ? value : '';
  const range = useDateRange(field.type === 'date');
  const help = field.help && (
    <p id={ids.help} className="field__help">
      {field.help}
    </p>
  );
  const message = error && (
    <p id={ids.error} className="field__error">
      {error}
    </p>
  );

  if (field.type === 'checkbox') {
    return (
      <div className="field field--checkbox" data-field={field.name}>
        <label htmlFor={ids.input}>
          <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          <span>{field.label}</span>
        </label>
        {help}
        {message}
      </div>
    );
  }
  if (field.type === 'radio') {
    return (
      <div className="field field--radio" data-field={field.name}>
        <fieldset aria-describedby={describedBy}>
          <legend>{field.label}</legend>
          {field.options?.map((o) => (
            <label key={o.value}>
              <input
                type="radio"
                name={`${base}-${field.name}`}
                value={o.value}
                checked={text === o.value}
                disabled={disabled}
                onChange={() => onChange(o.value)}
              />
              {o.label}
            </label>
          ))}
        </fieldset>
        {help}
        {message}
      </div>
    );
  }
  return (
    <div className={`field field--${field.type}`} data-field={field.name}>
      <label htmlFor={ids.input}>{field.label}</label>
      {children ? (
        children({ input: ids.input, describedBy })
      ) : field.type === 'textarea' ? (
        <textarea {...common} value={text} onChange={(e) => onChange(e.target.value)} rows={4} />
      ) : field.type === 'select' ? (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.type === 'number' ? 'text' : field.type === 'CUSTOM' ? 'text' : field.type}
          inputMode={field.inputMode ?? (field.type === 'number' ? 'numeric' : undefined)}
          autoComplete={field.autoComplete}
          {...range}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {help}
      {message}
    </div>
  );
}
