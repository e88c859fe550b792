import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tenantJsonSchemas } from './json-schemas.ts';

interface JsonSchemaNode {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchemaNode>;
  additionalProperties?: unknown;
  items?: JsonSchemaNode | JsonSchemaNode[];
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
}

/** Every property schema (with its dotted path) and every object schema under `node`. */
function walk(
  node: JsonSchemaNode,
  path: string,
  visit: (node: JsonSchemaNode, path: string, isProperty: boolean) => void,
): void {
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    visit(child, `${path}.${key}`, true);
    walk(child, `${path}.${key}`, visit);
  }
  const items = node.items === undefined ? [] : Array.isArray(node.items) ? node.items : [node.items];
  items.forEach((child, i) => {
    visit(child, `${path}[${i}]`, false);
    walk(child, `${path}[${i}]`, visit);
  });
  for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    visit(child, path, false);
    walk(child, path, visit);
  }
}

describe('editor JSON Schemas', () => {
  const schemas = tenantJsonSchemas();
  it('describe site.json with its documented defaults', () => {
    const site = schemas['site.schema.json'] as {
      properties: Record<string, { default?: unknown }>;
      required: string[];
    };
    expect(site.required).toEqual(expect.arrayContaining(['id', 'name', 'url', 'stock']));
    expect(site.properties['include_sold_cars_days']?.default).toBe(3);
  });
  it('describe every field, so editors show its meaning, default and example', () => {
    const undocumented: string[] = [];
    for (const [file, schema] of Object.entries(schemas)) {
      walk(schema, file, (node, path, isProperty) => {
        if (isProperty && !node.description) undocumented.push(path);
      });
    }
    expect(undocumented).toEqual([]);
  });
  it('reject unknown keys in every object (a mistyped key is an error, not silently dropped)', () => {
    const open: string[] = [];
    for (const [file, schema] of Object.entries(schemas)) {
      const check = (node: JsonSchemaNode, path: string) => {
        if (node.type === 'object' && node.additionalProperties !== false) open.push(path);
      };
      check(schema, file);
      walk(schema, file, check);
    }
    expect(open).toEqual([]);
  });
  it('committed files match the schemas (run `npm run schema` after changing a schema)', () => {
    for (const [file, schema] of Object.entries(schemas)) {
      const committed = JSON.parse(
        readFileSync(join(import.meta.dirname, '..', '..', 'tenants', '_schema', file), 'utf8'),
      );
      expect(committed, file).toEqual(JSON.parse(JSON.stringify(schema)));
    }
  });
});
