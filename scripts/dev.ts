// npm run dev -- --tenant=slug [--port=4321]: preview one tenant with hot reload (Astro dev server); a change to
// its Markdown or its JSON files reloads the page.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { listTenantSlugs, loadTenant } from '../src/config/load-tenant.ts';
import { formatProblem, TenantConfigError } from '../src/config/tenant-errors.ts';
import { parseArgs, tenantOption } from './lib/args.ts';

const { options } = parseArgs(process.argv.slice(2));
const slug = tenantOption(options)?.[0] ?? listTenantSlugs()[0];
if (!slug) throw new Error('No tenants in tenants/.');
try {
  loadTenant(slug);
} catch (error) {
  if (!(error instanceof TenantConfigError)) throw error;
  console.error(`${slug}: configuration is invalid:\n${error.problems.map(formatProblem).join('\n')}`);
  process.exit(1);
}
const astro = join(import.meta.dirname, '..', 'node_modules', 'astro', 'bin', 'astro.mjs');
const child = spawn(process.execPath, [astro, 'dev', '--port', options.get('port') ?? process.env.PORT ?? '4321'], {
  stdio: 'inherit',
  env: { ...process.env, TENANT: slug },
});
child.on('close', (code) => process.exit(code ?? 0));
