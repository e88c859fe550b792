import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { LocationsSchema } from './location-schema.ts';
import { ModelsSchema } from './models-schema.ts';
import { PartsSchema } from './parts-schema.ts';
import { PromosSchema } from './promos-schema.ts';
import { SiteSchema } from './site-schema.ts';

/** Tenant files and the valibot schema each is validated with. */
const FILES: Record<string, v.GenericSchema> = {
  'site.json': SiteSchema,
  'locations.json': LocationsSchema,
  'promos.json': PromosSchema,
  'models.json': ModelsSchema,
  'parts.json': PartsSchema,
};

/**
 * JSON Schemas generated from the valibot schemas, so editors autocomplete tenant files.
 * Checks valibot cannot express in JSON Schema (cross-field rules) are left to validation.
 */
export function tenantJsonSchemas(): Record<string, object> {
  return Object.fromEntries(
    Object.entries(FILES).map(([file, schema]) => [
      file.replace('.json', '.schema.json'),
      { ...toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' }), title: `Tenant ${file}` },
    ]),
  );
}
