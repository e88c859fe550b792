import type { Plugin } from 'vite';
import { BEYOND_LATIN1 } from '../../src/shared/latin1-html.ts';

/** CSS with every character beyond Latin-1 as a CSS escape (`\2713 `: the space ends the escape and is not shown). */
export function latin1Css(css: string): string {
  return css.replace(BEYOND_LATIN1, (char) => `\\${(char.codePointAt(0) ?? 0).toString(16)} `);
}

/**
 * Keeps the site's stylesheets Latin-1 (the minifier turns `content: '\2713'` back into the character). Every page
 * inlines them, and a page string with one character beyond Latin-1 costs V8 about five times as long to copy
 * (src/shared/latin1-html.ts). Runs before Astro reads the stylesheets it inlines.
 */
export function latin1Stylesheets(): Plugin {
  return {
    name: 'latin1-stylesheets',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'asset' && file.fileName.endsWith('.css') && typeof file.source === 'string')
            file.source = latin1Css(file.source);
      },
    },
  };
}
