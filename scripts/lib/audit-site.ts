import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Tenant } from '../../src/config/load-tenant.ts';
import { checkPage, type ComplianceContext } from '../../src/features/compliance/rules/check-page.ts';
import { requiredLicences } from '../../src/features/compliance/rules/licence-rule.ts';
import type { Violation } from '../../src/features/compliance/rules/violation.ts';
import { BUILT_FEEDS, FEED_RULE, feedProblems } from '../../src/features/feeds/rules/feed-check.ts';
import { breadcrumbProblems } from '../../src/features/shell/rules/breadcrumb-check.ts';
import { carPageProblems, STRUCTURED_DATA_RULE } from '../../src/features/vehicle/rules/car-jsonld-check.ts';
import { isIndexable, pageFacts } from '../../src/features/shell/rules/page-facts.ts';
import { sitemapXml } from '../../src/features/shell/rules/sitemap.ts';

export interface SiteAudit {
  pages: number;
  violations: Violation[];
  /** Paths written to sitemap.xml. */
  indexable: string[];
}

/** The compliance context of a tenant (see README, 'Compliance checked by the build'). */
export function complianceContext(tenant: Tenant): ComplianceContext {
  const { compliance } = tenant.site;
  return {
    nsw: tenant.locations.some((l) => l.visible && l.address.state.trim().toUpperCase() === 'NSW'),
    licences: requiredLicences(tenant.locations, compliance.licenceStates),
    privacyPath: compliance.privacyPath,
  };
}

/**
 * One pass over a built site: every page against the compliance rules and, when it shows breadcrumbs, for
 * its BreadcrumbList; every indexable page for its og:image, car pages for their JSON-LD; the feeds for
 * their required fields. Writes sitemap.xml of the indexable pages (no noindex, no meta-refresh forwarders).
 */
export function auditSite(outDir: string, tenant: Tenant): SiteAudit {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(isPageFile);
  const { violations, indexable } = auditPages(outDir, tenant, files);
  violations.push(...feedViolations(outDir));
  writeSitemap(outDir, tenant, indexable);
  return { pages: files.length, violations, indexable };
}

/** An HTML page of the site (Astro's own folder holds none that is served as a page). */
export const isPageFile = (file: string): boolean => file.endsWith('.html') && !/^_astro[\\/]/.test(file);

/** The checks of `auditSite` over the HTML files `files` (relative to `outDir`): their problems and indexable paths. */
export function auditPages(
  outDir: string,
  tenant: Tenant,
  files: readonly string[],
): { violations: Violation[]; indexable: string[] } {
  const context = complianceContext(tenant);
  const violations: Violation[] = [];
  const indexable: string[] = [];
  for (const file of files) {
    const audit = auditPage(file.split(sep).join('/'), readFileSync(join(outDir, file), 'utf8'), context);
    violations.push(...audit.violations);
    if (audit.indexable !== undefined) indexable.push(audit.indexable);
  }
  return { violations, indexable };
}

/**
 * The checks of one HTML page (`file` relative to the site folder, '/'-separated): its problems, and its path for the
 * sitemap when it is indexable. A forwarder (meta refresh) is neither checked nor listed.
 */
export function auditPage(
  file: string,
  html: string,
  context: ComplianceContext,
): { violations: Violation[]; indexable?: string } {
  const page = `/${file}`.replace(/index\.html$/, '').replace(/\.html$/, '');
  const facts = pageFacts(html);
  if (facts.redirect) return { violations: [] };
  const violations = checkPage(page, html, context);
  for (const message of breadcrumbProblems(html)) violations.push({ page, rule: STRUCTURED_DATA_RULE, message });
  if (!isIndexable(facts)) return { violations };
  if (!facts.ogImage) violations.push({ page, rule: 'og-image', message: 'an indexable page has no og:image' });
  if (html.includes(' data-car-view='))
    for (const message of carPageProblems(html)) violations.push({ page, rule: STRUCTURED_DATA_RULE, message });
  return { violations, indexable: page.slice(1) };
}

/** sitemap.xml of the indexable paths. */
export function writeSitemap(outDir: string, tenant: Tenant, indexable: readonly string[]): void {
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(tenant.site.url, indexable));
}

/** The written feeds against their specifications' required fields; a feed the build did not write is a problem too. */
export function feedViolations(outDir: string): Violation[] {
  return BUILT_FEEDS.flatMap((feed) => {
    const file = join(outDir, ...feed.path.split('/'));
    const messages = existsSync(file) ? feedProblems(readFileSync(file, 'utf8'), feed) : ['the feed was not written'];
    return messages.map((message) => ({ page: feed.path, rule: FEED_RULE, message }));
  });
}

/** Violations as lines naming page and rule, at most `limit` of them plus a count of the rest. */
export function formatViolations(violations: readonly Violation[], limit = 20): string {
  const lines = violations.slice(0, limit).map((v) => `  ${v.page} [${v.rule}] ${v.message}`);
  if (violations.length > limit) lines.push(`  … and ${violations.length - limit} more`);
  return lines.join('\n');
}
