import type { Plugin } from 'vite';
import { loadTenant } from '../../../config/load-tenant.ts';
import { formContext } from '../rules/form-context.ts';

/** The module the form islands read the tenant's form context from (src/features/forms/islands/tenant-form-context.ts). */
export const FORM_CONTEXT_MODULE = 'virtual:tenant-form-context';
const RESOLVED = `\0${FORM_CONTEXT_MODULE}`;

/**
 * Compiles the tenant's form context (rules, dealership choices, privacy link) into the islands' code: one copy in
 * a script every page shares, instead of one in the props of each form island (a car page had four, 36 KB). Read
 * again on every load, so the dev server's reload on a tenant change (reload-on-tenant-change.ts) picks it up.
 */
export function formContextModule(slug: string): Plugin {
  return {
    name: 'tenant-form-context',
    resolveId: (id) => (id === FORM_CONTEXT_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(formContext(loadTenant(slug)))};` : undefined),
  };
}
