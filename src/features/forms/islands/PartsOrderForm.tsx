import { useEffect, useMemo, useState } from 'react';
import './forms.css';
import type { LocationType } from '../../../config/location-schema.ts';
import { linkedPart, partOrderValues, type LinkedPart } from '../../parts/rules/part-enquiry.ts';
import { partsDefinition } from '../rules/definitions/parts.ts';
import { LeadForm } from './LeadForm.tsx';
import { tenantFormContext } from './tenant-form-context.ts';

/**
 * spec: parts order form in three steps (the page's 'View/Hide Parts Order Form' toggle shows it). A link from
 * a catalogue part (/parts/search 'Enquire') names the part, which fills in the vehicle and order fields.
 */
export default function PartsOrderForm({ types }: { types?: readonly LocationType[] }) {
  const context = tenantFormContext(types);
  const definition = useMemo(() => partsDefinition(context.rules), [context.rules]);
  const [part, setPart] = useState<LinkedPart>();
  useEffect(() => setPart(linkedPart(new URLSearchParams(window.location.search))), []);
  const linked = useMemo(
    () => (part ? partOrderValues(part, context.rules.partsVariant) : undefined),
    [part, context.rules.partsVariant],
  );
  return (
    <>
      {part && (
        <p className="parts-order__part">
          Enquiring about part <strong>{part.part_number}</strong>
          {part.description && `: ${part.description}`}
        </p>
      )}
      <LeadForm definition={definition} context={context} title="Parts order" linked={linked} />
    </>
  );
}
