import { useEffect, useRef } from 'react';

/** spec: 'Please fix the following errors:' with a list; focused and announced when it appears. */
export function ErrorSummary({
  errors,
  labels,
}: {
  errors: Readonly<Record<string, string>>;
  labels: Readonly<Record<string, string>>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  const signature = entries.map(([k, m]) => `${k}:${m}`).join('|');
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
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
