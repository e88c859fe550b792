import { useMemo } from 'react';
import { enquiryDefinition } from '../rules/definitions/enquiry.ts';
import type { FormContext } from '../rules/form-context.ts';
import { LeadForm } from './LeadForm.tsx';

/** spec: the general enquiry form (contact page). */
export default function EnquiryForm({ context }: { context: FormContext }) {
  const definition = useMemo(() => enquiryDefinition(context.rules), [context.rules]);
  return <LeadForm definition={definition} context={context} title="General enquiry" />;
}
