import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../../config/load-tenant.ts';
import { ROOT } from '../../../../scripts/lib/paths.ts';
import type { FormContext } from '../rules/form-context.ts';
import { formContext } from '../rules/form-context.ts';
import { FORM_CONTEXT_MODULE, formContextModule } from './form-context-module.ts';

// A real Vite server (no HTTP listener) with the plugin, loading the islands' module as the server's build does.
let server: ViteDevServer;
beforeAll(async () => {
  // The tenant being rendered (src/tenant/current.ts).
  process.env.TENANT = 'harbourside';
  server = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false, watch: null },
    plugins: [formContextModule()],
  });
});
afterAll(() => server.close());

describe('the form context module', () => {
  it("gives the rendered tenant's form context on the server", async () => {
    const module = await server.ssrLoadModule(FORM_CONTEXT_MODULE);
    const context = (module.default as () => FormContext)();
    expect(context).toEqual(JSON.parse(JSON.stringify(formContext(loadTenant('harbourside')))));
    expect(context.locations.map((l) => l.dealership_slug)).toContain('harbourside-toyota-springwood');
    expect(context.types).toBeUndefined();
  });

  it('gives the islands the context, limited to location types on request, the same object each time', async () => {
    const { tenantFormContext } = (await server.ssrLoadModule(
      join(ROOT, 'src/features/forms/islands/tenant-form-context.ts'),
    )) as typeof import('../islands/tenant-form-context.ts');
    const all = tenantFormContext();
    expect(all.types).toBeUndefined();
    expect(tenantFormContext()).toBe(all);
    const parts = tenantFormContext(['parts']);
    expect(parts).toEqual({ ...all, types: ['parts'] });
    expect(tenantFormContext(['parts'])).toBe(parts);
    expect(tenantFormContext(['sales'])).not.toBe(parts);
  });

  it("compiles no tenant into the browser's code: there it reads the page's copy", () => {
    const plugin = formContextModule();
    const load = plugin.load as (id: string, options?: { ssr?: boolean }) => string | undefined;
    const code = load(`\0${FORM_CONTEXT_MODULE}`, { ssr: false }) ?? '';
    expect(code).toMatch(/export \{ default \} from ".*\/client\/page-form-context\.ts";/);
    expect(code).not.toContain('harbourside');
  });

  it('leaves every other module to Vite', () => {
    const plugin = formContextModule();
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    expect(resolve('virtual:other')).toBeUndefined();
    expect(resolve(FORM_CONTEXT_MODULE)).toBe(`\0${FORM_CONTEXT_MODULE}`);
    expect((plugin.load as (id: string) => string | undefined)('virtual:other')).toBeUndefined();
  });
});
