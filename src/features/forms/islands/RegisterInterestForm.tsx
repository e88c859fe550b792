import './forms.css';
import { VehicleForm } from './VehicleForms.tsx';

/**
 * spec: register interest for a coming_soon model; the variant button links to #register-interest-form.
 * Mount on the model page: <RegisterInterestForm client:visible model={model.name} />.
 */
export default function RegisterInterestForm({ model }: { model: string }) {
  return (
    <section id="register-interest-form" aria-labelledby="register-interest-heading">
      <h2 id="register-interest-heading">Register your interest in the {model}</h2>
      <VehicleForm kind="register-interest" model={model} />
    </section>
  );
}
