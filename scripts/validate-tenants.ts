// npm run validate [-- --tenant=a,b]: checks every tenant's files (or the named tenants') against the schemas,
// the cross-checks and the other tenants, and the webhook secrets they name that this environment sets,
// without building. Exits 1 on any problem.
import { TENANTS_DIR } from '../src/config/load-tenant.ts';
import { parseArgs, tenantOption } from './lib/args.ts';
import { validateTenants } from './lib/tenant-validation.ts';

const { options } = parseArgs(process.argv.slice(2));
const { valid, problems } = validateTenants(TENANTS_DIR, process.env, tenantOption(options));
for (const line of valid) console.log(line);
for (const problem of problems) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);
