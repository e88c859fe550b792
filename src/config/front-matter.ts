import { z } from 'astro/zod';
import { unknownKeyMessage } from './strict-object.ts';

/**
 * A Markdown front matter schema that rejects keys it does not know (a mistyped 'titel' is an error, not a
 * page without its title), suggesting the closest known key.
 */
export function frontMatter<const S extends z.ZodRawShape>(shape: S) {
  const known = Object.keys(shape);
  return z.looseObject(shape).superRefine(
    (data, ctx) => {
      for (const key of Object.keys(data).filter((k) => !known.includes(k))) {
        ctx.addIssue({ code: 'custom', path: [key], message: unknownKeyMessage(key, known) });
      }
    },
    // Also when a known key is missing or wrong: a mistyped 'titel' is why 'title' is missing.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/** An entry's front matter as its schema reads it, or why the schema refuses it. */
export type Checked<T> = { valid: T; problem?: undefined } | { valid?: undefined; problem: string };

/**
 * A schema that never fails: every tenant's Markdown shares one content store (src/content.config.ts), so one dealer's
 * mistyped key must not stop the others' builds. The problem is kept with the entry and refused where that tenant's
 * pages read it (src/tenant/markdown-entries.ts), with its path and message.
 */
export function checked<T extends z.ZodType>(schema: T) {
  return z.unknown().transform((value): Checked<z.output<T>> => {
    const result = schema.safeParse(value);
    if (result.success) return { valid: result.data };
    return {
      problem: result.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`).join('; '),
    };
  });
}
