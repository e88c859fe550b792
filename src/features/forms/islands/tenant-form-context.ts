import baseContext from 'virtual:tenant-form-context';
import type { LocationType } from '../../../config/location-schema.ts';
import type { FormContext } from '../rules/form-context.ts';

const limited = new Map<string, FormContext>();

/**
 * The tenant's form context (src/features/forms/build/form-context-module.ts), optionally limited to
 * location types: ['parts'] on the parts page, ['sales'] on /book-test-drive. The same object for the same types,
 * so islands can memoise on it.
 */
export function tenantFormContext(types?: readonly LocationType[]): FormContext {
  const base = baseContext();
  if (!types) return base;
  const key = types.join(',');
  let context = limited.get(key);
  if (!context) {
    context = { ...base, types: [...types] };
    limited.set(key, context);
  }
  return context;
}
