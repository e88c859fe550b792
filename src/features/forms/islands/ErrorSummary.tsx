import { useEffect, useRef } from 'react';
import { inFieldOrder } from '../rules/error-order.ts';

/** `now` is `before` with some errors taken away, and nothing else: a shopper corrected fields. */
function onlyFewer(now: Readonly<Record<string, string>>, before: Readonly<Record<string, string>>): boolean {
  const names = Object.keys(now);
  return names.length < Object.keys(before).length && names.every((name) => before[name] === now[name]);
}

/**
 * spec: 'Please fix the following errors:' with a list in the order of the fields (`labels` names them in form order);
 * focused and announced whenever a form reports errors. A shopper correcting a field only shortens the list (the forms
 * keep the same list object while nothing changes), so the focus stays in the field they type in.
 */
export function ErrorSummary({
  errors,
  labels,
}: {
  errors: Readonly<Record<string, string>>;
  labels: Readonly<Record<string, string>>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef<Readonly<Record<string, string>>>({});
  const entries = inFieldOrder(errors, Object.keys(labels));
  useEffect(() => {
    const before = shown.current;
    shown.current = errors;
    if (Object.keys(errors).length > 0 && !onlyFewer(errors, before)) ref.current?.focus();
  }, [errors]);
  if (entries.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1}>
      <h2>Please fix the following errors:</h2>
      <ul>
        {entries.map(([name, message]) => (
          <li key={name}>
            {labels[name] ? `${labels[name]}: ` : ''}
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** spec: a single destructive alert for a form-level error. */
export function FormAlert({ message, id }: { message: string; id?: string }) {
  if (!message) return null;
  return (
    <div id={id} className="form-alert form-alert--destructive" role="alert">
      {message}
    </div>
  );
}
