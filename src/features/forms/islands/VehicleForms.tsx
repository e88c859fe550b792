import { useMemo } from 'react';
import type { CarLite } from '../rules/car-lite.ts';
import { vehicleDefinition, type VehicleFormKind } from '../rules/definitions/vehicle.ts';
import type { LocationType } from '../../../config/location-schema.ts';
import { LeadDialog } from './LeadDialog.tsx';
import { LeadForm } from './LeadForm.tsx';
import { tenantFormContext } from './tenant-form-context.ts';

const TITLES: Record<VehicleFormKind, string> = {
  enquiry: 'Enquire about this car',
  'test-drive': 'Book a Test Drive',
  'photo-request': 'Request Photos',
  'find-similar': 'Find Me Something Similar',
  certified: 'Toyota Certified',
  'register-interest': 'Register Interest',
};

interface VehicleFormProps {
  kind: VehicleFormKind;
  /** Location types offered, e.g. ['sales'] on /book-test-drive; every type by default. */
  types?: readonly LocationType[] | undefined;
  car?: CarLite | undefined;
  /** Model name for 'register-interest', and for a test drive of no particular car. */
  model?: string | undefined;
  /** The model's variant, for a test drive of no particular car. */
  variant?: string | undefined;
}

/** A vehicle lead form inline (book-test-drive page, sold-car panel, model page). */
export function VehicleForm({ kind, types, car, model, variant }: VehicleFormProps) {
  const context = tenantFormContext(types);
  const definition = useMemo(
    () => vehicleDefinition(kind, context.rules, car, model, variant),
    [kind, context.rules, car, model, variant],
  );
  return <LeadForm definition={definition} context={context} car={car} title={TITLES[kind]} />;
}

/**
 * A vehicle page dialog: the trigger button opens the form in a modal. Mount with client:idle, e.g.
 * <VehicleDialog client:idle kind="test-drive" trigger="Book a Test Drive" car={carLite(car)} />.
 */
export default function VehicleDialog({ trigger, ...props }: VehicleFormProps & { trigger?: string }) {
  return (
    <LeadDialog trigger={trigger ?? TITLES[props.kind]} title={TITLES[props.kind]}>
      {props.kind === 'certified' && (
        <ul>
          <li>Extra 1-year warranty</li>
          <li>90-point inspection</li>
          <li>12-month roadside assist</li>
        </ul>
      )}
      <VehicleForm {...props} />
    </LeadDialog>
  );
}
