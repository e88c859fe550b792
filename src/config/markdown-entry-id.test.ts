import { describe, expect, it } from 'vitest';
import { markdownEntryId } from './markdown-entry-id.ts';

describe('the id of a tenant’s Markdown file in the shared content store', () => {
  it('is the tenant, then the path under its collection folder without the extension', () => {
    expect(markdownEntryId('harbourside/content/about-us.md')).toBe('harbourside/about-us');
    expect(markdownEntryId('harbourside/news/sale.md')).toBe('harbourside/sale');
    expect(markdownEntryId('outback-rv/content/pages/team.md')).toBe('outback-rv/pages/team');
  });
  it('slugs each segment as Astro’s glob loader does, and drops a trailing index', () => {
    expect(markdownEntryId('harbourside/content/Pages/Our Team.md')).toBe('harbourside/pages/our-team');
    expect(markdownEntryId('harbourside/content/pages/index.md')).toBe('harbourside/pages');
    expect(markdownEntryId('harbourside/content/index.md')).toBe('harbourside/index');
  });
});
