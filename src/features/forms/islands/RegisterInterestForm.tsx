import './forms.css';
import type { FormContext } from '../rules/form-context.ts';
import { VehicleForm } from './VehicleForms.tsx';

/**
 * spec: register interest for a coming_soon model; the variant button links to #register-interest-form.
 * Mount on the model page: <RegisterInterestForm client:visible model={model.name} context={formContext(tenant)} />.
 */
export default function RegisterInterestForm({ model, context }: { model: string; context: FormContext }) {
  return (
    <section id="register-interest-form" aria-labelledby="register-interest-heading">
      <h2 id="register-interest-heading">Register your interest in the {model}</h2>
      <VehicleForm kind="register-interest" context={context} model={model} />
    </section>
  );
}
