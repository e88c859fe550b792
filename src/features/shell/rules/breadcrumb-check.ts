/** The shown breadcrumb trail (shell/components/Breadcrumbs.astro). */
const NAV = '<nav aria-label="Breadcrumb"';
const LD_OPEN = '<script type="application/ld+json">';

/** The JSON-LD objects in a built page's head, found by indexOf (the audit reads thousands of pages). */
export function headJsonLd(html: string): Record<string, unknown>[] {
  const headEnd = html.indexOf('</head>');
  const objects: Record<string, unknown>[] = [];
  for (
    let at = html.indexOf(LD_OPEN);
    at !== -1 && (headEnd === -1 || at < headEnd);
    at = html.indexOf(LD_OPEN, at + 1)
  ) {
    const start = at + LD_OPEN.length;
    const end = html.indexOf('</script>', start);
    if (end === -1) break;
    try {
      objects.push(JSON.parse(html.slice(start, end)) as Record<string, unknown>);
    } catch {
      objects.push({ '@type': 'unreadable JSON-LD' });
    }
  }
  return objects;
}

/**
 * Problems of a built page that shows breadcrumbs: it needs a BreadcrumbList JSON-LD with one entry per
 * crumb shown (Google reads the trail from the JSON-LD, shoppers from the page). No breadcrumbs, no problem.
 */
export function breadcrumbProblems(html: string): string[] {
  const start = html.indexOf(NAV);
  if (start === -1) return [];
  const shown = html.slice(start, html.indexOf('</nav>', start)).match(/<li[\s>]/g)?.length ?? 0;
  const list = headJsonLd(html).find((o) => [o['@type']].flat().includes('BreadcrumbList'));
  if (!list) return ['breadcrumbs are shown but there is no BreadcrumbList JSON-LD'];
  const entries = Array.isArray(list['itemListElement']) ? list['itemListElement'].length : 0;
  return entries === shown ? [] : [`the BreadcrumbList JSON-LD has ${entries} entries for ${shown} breadcrumbs shown`];
}
