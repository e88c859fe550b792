// npm run schema: writes tenants/_schema/*.schema.json from the valibot tenant schemas.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tenantJsonSchemas } from '../src/config/json-schemas.ts';

const dir = join(import.meta.dirname, '..', 'tenants', '_schema');
mkdirSync(dir, { recursive: true });
for (const [file, schema] of Object.entries(tenantJsonSchemas())) {
  writeFileSync(join(dir, file), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`tenants/_schema/${file}`);
}
