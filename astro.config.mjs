// One Astro bundle serves every tenant's build (scripts/bundle-tenants.ts hands it its outDir and cacheDir); the dev
// server and `astro check` run for the tenant TENANT names (npm run dev -- --tenant=<slug> sets it).
import { defineConfig } from 'astro/config';
import { TENANTS_DIR } from './src/config/load-tenant.ts';
import { reactIslands } from './src/config/react-islands.ts';
import { reloadOnTenantChange } from './src/config/reload-on-tenant-change.ts';
import { cspHash } from './src/config/tenant-csp.ts';
import { formContextModule } from './src/features/forms/build/form-context-module.ts';
import { HOLD_EARLY_SUBMITS } from './src/features/forms/client/early-submit.ts';
import { inlineScripts } from './scripts/lib/inline-scripts-plugin.ts';
import { latin1Stylesheets } from './scripts/lib/latin1-css-plugin.ts';
import { astroCacheDir } from './scripts/lib/paths.ts';

const slug = process.env.TENANT;
// Pages with island forms hold an early submit in an inline classic script (forms/components/EarlySubmitHold.astro).
// The tenant's own sources and hashes join at render time (src/config/tenant-csp.ts, src/layouts/DocumentHead.astro).
const earlySubmitHash = cspHash(HOLD_EARLY_SUBMITS);

export default defineConfig({
  ...(slug ? { outDir: `${process.env.DIST_DIR ?? './dist'}/${slug}`, cacheDir: astroCacheDir(slug) } : {}),
  trailingSlash: 'ignore',
  markdown: { syntaxHighlight: false },
  // Every stylesheet inside the page: no render-blocking request before the first paint (README, decisions).
  build: { format: 'directory', inlineStylesheets: 'always' },
  // sitemap.xml is written after the build from the built pages (scripts/lib/audit-site.ts): noindex and forwarders left out.
  integrations: [reactIslands()],
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "frame-src 'self' https:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { hashes: [earlySubmitHash] },
    },
  },
  server: { port: Number(process.env.PORT ?? 4321), host: '127.0.0.1' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      // The scripts every page runs ship inside its HTML: no script file before the shopper acts.
      inlineScripts(['BaseLayout.astro', 'Header.astro', 'AnalyticsHead.astro']),
      // The form islands' tenant context: the rendered tenant's on the server, the page's in the browser.
      formContextModule(),
      latin1Stylesheets(),
      // Dev: a change to the tenant's JSON files reloads the page (Markdown already does).
      ...(slug ? [reloadOnTenantChange(`${TENANTS_DIR}/${slug}`)] : []),
    ],
  },
});
