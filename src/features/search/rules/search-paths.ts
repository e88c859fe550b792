import { slugOf, type RoutingContext } from './routing.ts';

/** spec: car type routes. */
export const TYPE_ROUTES = [
  'new-used-and-demo-cars',
  'used-cars',
  'new-and-demo-cars',
  'new-cars',
  'demo-cars',
] as const;

/**
 * Every prebuilt search route under /search/ (without the prefix): the type routes, the default
 * path, each make and make/model in stock, each dealership and sales location, each body type.
 * Deduplicated; a slug already taken by an earlier route is not repeated.
 */
export function searchPaths(context: RoutingContext): string[] {
  const paths = new Set<string>(TYPE_ROUTES);
  const defaultPath = context.defaultPath?.replace(/^\/search\//, '');
  if (defaultPath !== undefined && defaultPath !== '' && !defaultPath.startsWith('/')) paths.add(defaultPath);
  for (const make of context.makes) {
    paths.add(slugOf(make));
    for (const model of context.models[make] ?? []) paths.add(`${slugOf(make)}/${slugOf(model)}`);
  }
  for (const slug of context.dealershipSlugs) paths.add(slug);
  for (const location of context.locations) paths.add(location.slug);
  for (const body of context.bodies ?? []) paths.add(slugOf(body));
  return [...paths];
}
