import { useEffect, useMemo, useState } from 'react';
import '../forms.css';
import { partsDefinition } from '../definitions/parts.ts';
import type { FormContext } from '../form-context.ts';
import { LeadForm } from './LeadForm.tsx';

/** spec: parts order form, toggled by 'View/Hide Parts Order Form', in three steps. */
export default function PartsOrderForm({ context, initiallyOpen = false }: { context: FormContext; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  // Enabled once hydrated: a click before then would do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const definition = useMemo(() => partsDefinition(context.rules), [context.rules]);
  return (
    <div>
      <button type="button" className="button" aria-expanded={open} aria-controls="parts-order" disabled={!ready} onClick={() => setOpen(!open)}>
        {open ? 'Hide Parts Order Form' : 'View Parts Order Form'}
      </button>
      <div id="parts-order" hidden={!open}>
        {open && <LeadForm definition={definition} context={context} title="Parts order" />}
      </div>
    </div>
  );
}
