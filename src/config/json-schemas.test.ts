import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tenantJsonSchemas } from './json-schemas.ts';

describe('editor JSON Schemas', () => {
  const schemas = tenantJsonSchemas();
  it('describe site.json with its documented defaults', () => {
    const site = schemas['site.schema.json'] as { properties: Record<string, { default?: unknown }>; required: string[] };
    expect(site.required).toEqual(expect.arrayContaining(['id', 'name', 'url', 'stock']));
    expect(site.properties['include_sold_cars_days']?.default).toBe(3);
  });
  it('committed files match the schemas (run `npm run schema` after changing a schema)', () => {
    for (const [file, schema] of Object.entries(schemas)) {
      const committed = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'tenants', '_schema', file), 'utf8'));
      expect(committed, file).toEqual(JSON.parse(JSON.stringify(schema)));
    }
  });
});
