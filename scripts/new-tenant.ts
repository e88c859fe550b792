// npm run new-tenant -- --slug=x --from=outback-rv --name="X Motors" [--url=https://www.x.com.au]: a new tenant
// folder copied from another with its names, addresses and ids replaced, then validated.
import { TENANTS_DIR } from '../src/config/load-tenant.ts';
import { parseArgs } from './lib/args.ts';
import { scaffoldTenant } from './lib/new-tenant.ts';
import { validateTenants } from './lib/tenant-validation.ts';

const { options } = parseArgs(process.argv.slice(2));
const [slug, from, name] = [options.get('slug'), options.get('from'), options.get('name')];
if (!slug || !from || !name) {
  console.error(
    'Usage: npm run new-tenant -- --slug=x --from=outback-rv --name="X Motors" [--url=https://www.x.com.au]',
  );
  process.exit(1);
}
try {
  scaffoldTenant(TENANTS_DIR, { slug, from, name, url: options.get('url') });
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}
const { valid, problems } = validateTenants(TENANTS_DIR, process.env, [slug]);
for (const problem of problems) console.error(problem);
if (valid.length === 0) process.exit(1);
console.log(`✓ tenants/${slug}/ copied from ${from}. Edit its files, then: npm run dev -- --tenant=${slug}`);
