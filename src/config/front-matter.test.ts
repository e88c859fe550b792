import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { checked, frontMatter } from './front-matter.ts';

const page = frontMatter({ title: z.string(), description: z.string() });

describe('Markdown front matter', () => {
  it('accepts the known keys', () => {
    expect(page.parse({ title: 'About', description: 'Who we are' })).toEqual({
      title: 'About',
      description: 'Who we are',
    });
  });
  it('rejects an unknown key at its path, suggesting the known one meant', () => {
    const result = page.safeParse({ title: 'About', descripton: 'Who we are', description: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['descripton', 'unknown key; did you mean "description"?'],
    ]);
  });
  it('names the mistyped key beside the known key it leaves missing', () => {
    const result = page.safeParse({ titel: 'About', description: 'Who we are' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'Invalid input: expected string, received undefined'],
      ['titel', 'unknown key; did you mean "title"?'],
    ]);
  });
});

describe('checked front matter (one store for every tenant)', () => {
  const lenient = checked(page);
  it('passes valid front matter through', () => {
    expect(lenient.parse({ title: 'About', description: 'Who we are' })).toEqual({
      valid: { title: 'About', description: 'Who we are' },
    });
  });
  it('keeps the problems instead of failing, each with its path', () => {
    expect(lenient.parse({ titel: 'About', description: 'Who we are' })).toEqual({
      problem: 'title: Invalid input: expected string, received undefined; titel: unknown key; did you mean "title"?',
    });
    expect(lenient.parse('just text').problem).toMatch(/^front matter: /);
  });
});
