import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const MARK = '?inline-copy=';

/**
 * Lets the page-wide scripts of the given components (the layout's analytics, header and visit
 * scripts, on every page) ship inside the HTML instead of as files. Astro inlines a script whose
 * bundle imports nothing, but these share small modules with islands, so the bundler splits those
 * into chunks and each page fetches half a dozen files before anyone touches it. Here each listed
 * script gets its own copy of the project modules it imports (the islands keep theirs), and its
 * bundle may exceed Vite's 4 KB inline limit up to `maxBytes`.
 */
export function inlineScripts(components: readonly string[], maxBytes = 8 * 1024): Plugin {
  const owner = (importer: string) => {
    const copy = importer.indexOf(MARK);
    if (copy >= 0) return importer.slice(copy + MARK.length).split('&')[0];
    const [file = '', query = ''] = importer.split('?');
    const name = components.find((c) => file.endsWith(`/${c}`));
    return name && query.includes('type=script') ? name : undefined;
  };
  return {
    name: 'inline-page-scripts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const name = importer ? owner(importer) : undefined;
      if (!importer || !name) return null;
      const from = importer.includes(MARK) ? importer.slice(0, importer.indexOf(MARK)) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(SRC) || resolved.id.includes('?')) return resolved;
      // The `&lang.ts` ending tells the bundler's transform the copy is TypeScript, as Astro's script ids do.
      return `${resolved.id}${MARK}${name}&lang${extname(resolved.id)}`;
    },
    load(id) {
      const copy = id.indexOf(MARK);
      return copy >= 0 ? readFileSync(id.slice(0, copy), 'utf8') : null;
    },
    config: () => ({
      build: {
        assetsInlineLimit: (file: string, content: Buffer) =>
          components.some((c) => file.startsWith(`${c}_astro_type_script`) || file.includes(`/${c}_astro_type_script`))
            ? content.byteLength <= maxBytes
            : undefined,
      },
    }),
  };
}
