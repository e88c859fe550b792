import { useMemo } from 'react';
import { enquiryDefinition } from '../rules/definitions/enquiry.ts';
import { LeadForm } from './LeadForm.tsx';
import { tenantFormContext } from './tenant-form-context.ts';

/** spec: the general enquiry form (contact page). */
export default function EnquiryForm() {
  const context = tenantFormContext();
  const definition = useMemo(() => enquiryDefinition(context.rules), [context.rules]);
  return <LeadForm definition={definition} context={context} title="General enquiry" />;
}
