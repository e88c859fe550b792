// One Astro build per tenant: scripts/build.ts sets TENANT and runs this config once per tenant.
import { createHash } from 'node:crypto';
import { defineConfig } from 'astro/config';
import { loadTenant, TENANTS_DIR } from './src/config/load-tenant.ts';
import { reactIslands } from './src/config/react-islands.ts';
import { reloadOnTenantChange } from './src/config/reload-on-tenant-change.ts';
import { formContextModule } from './src/features/forms/build/form-context-module.ts';
import { HOLD_EARLY_SUBMITS } from './src/features/forms/client/early-submit.ts';
import { googleTagCsp } from './src/features/analytics/rules/google-tag-csp.ts';
import { themeCss } from './src/features/shell/rules/theme-css.ts';
import { inlineScripts } from './scripts/lib/inline-scripts-plugin.ts';
import { latin1Stylesheets } from './scripts/lib/latin1-css-plugin.ts';
import { astroCacheDir } from './scripts/lib/paths.ts';

const slug = process.env.TENANT;
if (!slug) throw new Error('Set TENANT=<slug> (npm run build -- --tenant=<slug> does this for you).');
const tenant = loadTenant(slug);
const googleTag = googleTagCsp(tenant.site.analytics);
// The tenant's theme is an inline style in every head (src/layouts/DocumentHead.astro): its hash joins Astro's own.
const themeHash = `sha256-${createHash('sha256').update(themeCss(tenant.site.branding)).digest('base64')}`;
// Pages with island forms hold an early submit in an inline classic script (forms/components/EarlySubmitHold.astro).
const earlySubmitHash = `sha256-${createHash('sha256').update(HOLD_EARLY_SUBMITS).digest('base64')}`;

export default defineConfig({
  site: tenant.site.url,
  outDir: `${process.env.DIST_DIR ?? './dist'}/${slug}`,
  cacheDir: astroCacheDir(slug),
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
        ["connect-src 'self'", ...googleTag.connectSources].join(' '),
        "worker-src 'self' blob:",
        "frame-src 'self' https:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      styleDirective: { hashes: [themeHash] },
      scriptDirective: {
        hashes: [earlySubmitHash],
        ...(googleTag.scriptSources.length > 0 ? { resources: ["'self'", ...googleTag.scriptSources] } : {}),
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 4321), host: '127.0.0.1' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      // The scripts every page runs ship inside its HTML: no script file before the shopper acts.
      inlineScripts(['BaseLayout.astro', 'Header.astro', 'AnalyticsHead.astro']),
      // The form islands' tenant context: one copy in their shared code, not one per island in each page.
      formContextModule(slug),
      latin1Stylesheets(),
      // Dev: a change to the tenant's JSON files reloads the page (Markdown already does).
      reloadOnTenantChange(`${TENANTS_DIR}/${slug}`),
    ],
  },
});
