import { useId, type ReactNode } from 'react';
import type { FieldDef } from '../rules/field-def.ts';

interface FieldProps {
  field: FieldDef;
  value: string | boolean;
  error: string | undefined;
  disabled?: boolean;
  onChange: (value: string | boolean) => void;
  /** Replaces the input (CUSTOM fields); receives the ids to wire the label, help and error. */
  children?: ((ids: { input: string; describedBy: string | undefined }) => ReactNode) | undefined;
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
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {help}
      {message}
    </div>
  );
}
