import { slug } from 'github-slugger';

/**
 * The id of a tenant's Markdown file in the content store every tenant shares (src/content.config.ts), from its path
 * under the tenants' folder ('harbourside/content/pages/Our Team.md'): the tenant, then the id Astro's glob loader
 * gives the file under its collection folder (each segment slugged, a trailing /index dropped: 'pages/our-team').
 * Unlike that loader's, a `slug` in the front matter never moves an entry out of its tenant.
 */
export function markdownEntryId(path: string): string {
  const [tenant = '', , ...rest] = path.split('/');
  const id = rest
    .join('/')
    .replace(/\.[^./]+$/, '')
    .split('/')
    .map((segment) => slug(segment))
    .join('/')
    .replace(/\/index$/, '');
  return `${tenant}/${id}`;
}
