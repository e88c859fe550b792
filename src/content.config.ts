import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { checked, frontMatter } from './config/front-matter.ts';
import { markdownEntryId } from './config/markdown-entry-id.ts';
import { NewsDateSetting } from './config/news-date.ts';

/**
 * One store for every tenant's Markdown, so one bundle serves every tenant's build (scripts/bundle-tenants.ts): each
 * entry's id starts with its tenant's slug, and its pages read their own through src/tenant/markdown-entries.ts.
 */
const tenantMarkdown = (folder: 'content' | 'news') =>
  glob({
    pattern: `*/${folder}/**/*.md`,
    base: process.env.TENANTS_DIR ?? './tenants',
    generateId: ({ entry }) => markdownEntryId(entry),
  });

/**
 * Content pages (about us, terms, warranty, /pages/*) written by the dealer in Markdown. A page with `redirect`
 * (a path on the site, e.g. '/finance') forwards there instead: how a dealer answers a spec route it has no page for.
 * `locations: { show: 'service', heading: 'Our Service Centres' }` (or `show: 12` for one location id) adds a location block.
 */
const pages = defineCollection({
  loader: tenantMarkdown('content'),
  schema: checked(
    frontMatter({
      title: z.string(),
      description: z.string(),
      redirect: z
        .string()
        .regex(/^\/(?!\/)/, 'A path on this site, starting with one /')
        .optional(),
      /** A location block under the text: which locations (a mode, or one location id) under which heading. */
      locations: z
        .object({
          show: z.union([
            z.enum(['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all']),
            z.number().int(),
          ]),
          heading: z.string(),
        })
        .strict()
        .optional(),
    }),
  ),
});

/**
 * News and blog posts; `tags: [vehicle-review]` lists a post on /blog/vehicle-reviews too. `date` may count days from
 * the build's day ('-40dT09:00:00+10:00', demo posts), resolved where it is read (src/config/news-date.ts).
 */
const news = defineCollection({
  loader: tenantMarkdown('news'),
  schema: checked(
    frontMatter({
      title: z.string(),
      description: z.string(),
      date: NewsDateSetting,
      image: z.string().optional(),
      tags: z.array(z.string()).default([]),
    }),
  ),
});

export const collections = { pages, news };
