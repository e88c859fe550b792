import type * as v from 'valibot';
import { closestName } from './did-you-mean.ts';

/** The parts of a valibot schema this walk reads (object entries, wrapped, array item, variant options). */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  items?: SchemaNode[];
  options?: SchemaNode[];
}

const WRAPPERS = new Set(['optional', 'nullable', 'nullish', 'exact_optional', 'non_optional', 'non_nullable']);
const unwrap = (node: SchemaNode): SchemaNode =>
  WRAPPERS.has(node.type) && node.wrapped ? unwrap(node.wrapped) : node;

/** The schema of `key` inside `node`, through wrappers, arrays, tuples and variants. */
function child(node: SchemaNode, key: string | number): SchemaNode | undefined {
  const inner = unwrap(node);
  if (inner.item) return inner.item;
  if (inner.items) return inner.items[Number(key)];
  if (inner.options) return inner.options.map((o) => child(o, key)).find(Boolean);
  return inner.entries?.[String(key)];
}

/** Dotted paths of every key under `node`, not entering lists (their items are another place). */
function keyPaths(node: SchemaNode, prefix = ''): string[] {
  const inner = unwrap(node);
  if (inner.options) return [...new Set(inner.options.flatMap((o) => keyPaths(o, prefix)))];
  return Object.entries(inner.entries ?? {}).flatMap(([key, value]) => [
    `${prefix}${key}`,
    ...keyPaths(value, `${prefix}${key}.`),
  ]);
}

/**
 * Where a key its object does not know most likely belongs in the same file: the path, within the same list
 * item (or the file), of a known key of that name or close to it, e.g. 'reserveButton' at the top of
 * site.json → 'features.reserveButton'. `path` is the unknown key's path; undefined when nothing is close.
 */
export function keyElsewhere(schema: v.GenericSchema, path: readonly (string | number)[]): string | undefined {
  let scope = schema as unknown as SchemaNode;
  let scopeAt = 0;
  let node: SchemaNode | undefined = scope;
  for (let i = 0; i < path.length - 1 && node; i++) {
    const key = path[i] as string | number;
    const list = unwrap(node).item !== undefined;
    node = child(node, key);
    if (list && node) [scope, scopeAt] = [node, i + 1];
  }
  const key = String(path.at(-1));
  const candidates = keyPaths(scope);
  const best = closestName(
    key,
    candidates.map((p) => p.slice(p.lastIndexOf('.') + 1)),
  );
  const found = candidates.find((p) => p.slice(p.lastIndexOf('.') + 1) === best);
  return found === undefined ? undefined : [...path.slice(0, scopeAt), found].join('.');
}
