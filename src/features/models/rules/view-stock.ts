import { DEFAULT_SEARCH_PATH, slugOf, type RoutingContext } from '../../search/rules/routing.ts';

/**
 * The 'View Stock' link of a model page, always to a built search route: the model's own route when
 * stock carries that model (by slug or name), else the stock model it names a version of
 * ('landcruiser-300' → LandCruiser), else the make's route, else the default search.
 */
export function viewStockHref(
  model: { make: string; slug: string; name: string },
  context: Pick<RoutingContext, 'makes' | 'models' | 'defaultPath'>,
): string {
  const make = context.makes.find((candidate) => slugOf(candidate) === slugOf(model.make));
  if (make === undefined) return context.defaultPath ?? DEFAULT_SEARCH_PATH;
  const stocked = (context.models[make] ?? []).map(slugOf);
  const wanted = [model.slug, slugOf(model.name)];
  const exact = stocked.find((slug) => wanted.includes(slug));
  const version = stocked
    .filter((slug) => wanted.some((want) => want.startsWith(`${slug}-`)))
    .sort((a, b) => b.length - a.length)[0];
  const found = exact ?? version;
  return found === undefined ? `/search/${slugOf(make)}` : `/search/${slugOf(make)}/${found}`;
}
