import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module whose function gives the form islands the tenant's form context (islands/tenant-form-context.ts). */
export const FORM_CONTEXT_MODULE = 'virtual:tenant-form-context';
const RESOLVED = `\0${FORM_CONTEXT_MODULE}`;
const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)));

/**
 * The form islands' tenant context (rules, dealership choices, privacy link), without compiling any tenant into the
 * bundle every tenant's build shares: on the server it is the tenant being rendered (src/tenant/current.ts); in the
 * browser, the one copy each page with forms carries (FormContextData.astro), instead of one in the props of each
 * form island (a car page had four, 36 KB).
 */
export function formContextModule(): Plugin {
  return {
    name: 'tenant-form-context',
    resolveId: (id) => (id === FORM_CONTEXT_MODULE ? RESOLVED : undefined),
    load(id, options) {
      if (id !== RESOLVED) return undefined;
      if (!options?.ssr) return `export { default } from ${source('../client/page-form-context.ts')};`;
      return [
        `import { tenant } from ${source('../../../tenant/current.ts')};`,
        `import { formContext } from ${source('../rules/form-context.ts')};`,
        'const context = formContext(tenant);',
        'export default () => context;',
      ].join('\n');
    },
  };
}
