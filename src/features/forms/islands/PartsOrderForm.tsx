import { useMemo } from 'react';
import '../forms.css';
import { partsDefinition } from '../definitions/parts.ts';
import type { FormContext } from '../form-context.ts';
import { LeadForm } from './LeadForm.tsx';

/** spec: parts order form in three steps (the page's 'View/Hide Parts Order Form' toggle shows it). */
export default function PartsOrderForm({ context }: { context: FormContext }) {
  const definition = useMemo(() => partsDefinition(context.rules), [context.rules]);
  return <LeadForm definition={definition} context={context} title="Parts order" />;
}
