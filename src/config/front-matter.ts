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
