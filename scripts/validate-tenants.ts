// npm run validate: checks every tenant's files against the schemas and cross-checks, without building.
import { loadAllTenants } from '../src/config/load-tenant.ts';
import { formatProblem } from '../src/config/tenant-errors.ts';

const { tenants, errors } = loadAllTenants();
for (const tenant of tenants) console.log(`✓ ${tenant.slug}`);
for (const error of errors) console.error(`✗ ${error.slug}: its configuration is invalid:\n${error.problems.map(formatProblem).join('\n')}`);
process.exit(errors.length > 0 ? 1 : 0);
