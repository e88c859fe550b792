import { type CollectionEntry, getCollection } from 'astro:content';
import type { Checked } from '../config/front-matter.ts';
import { tenant } from './current.ts';

type Collection = 'pages' | 'news';
type Valid<C extends Collection> = NonNullable<CollectionEntry<C>['data']['valid']>;

/** A Markdown entry of this tenant: its id as its pages' paths use it, its front matter as its schema reads it. */
export type MarkdownEntry<C extends Collection> = Omit<CollectionEntry<C>, 'data'> & { data: Valid<C> };

/**
 * This tenant's entries of `collection`, from the store every tenant's Markdown shares (src/content.config.ts).
 * Front matter its schema refuses stops this tenant's build here, naming each file and problem.
 */
export async function markdownEntries<C extends Collection>(collection: C): Promise<MarkdownEntry<C>[]> {
  const prefix = `${tenant.slug}/`;
  const entries = await getCollection(collection, (entry: { id: string }) => entry.id.startsWith(prefix));
  const problems = entries.flatMap(({ id, filePath = id, data }) => {
    const { problem } = data as Checked<unknown>;
    // The file as the dealer knows it: under the tenant's folder ('harbourside/content/about-us.md').
    const file = filePath.slice(filePath.lastIndexOf(`/${prefix}`) + 1);
    return problem === undefined ? [] : [`${file}: ${problem}`];
  });
  if (problems.length > 0) throw new Error(`the front matter of ${problems.join(', and of ')}`);
  return entries.map((entry) => ({ ...entry, id: entry.id.slice(prefix.length), data: entry.data.valid as Valid<C> }));
}
