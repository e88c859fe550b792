// npm run validate: checks every tenant's files against the schemas and cross-checks, and the webhook
// secrets they name that this environment sets, without building.
import { TENANTS_DIR } from '../src/config/load-tenant.ts';
import { validateTenants } from './lib/tenant-validation.ts';

const { valid, problems } = validateTenants(TENANTS_DIR, process.env);
for (const line of valid) console.log(line);
for (const problem of problems) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);
