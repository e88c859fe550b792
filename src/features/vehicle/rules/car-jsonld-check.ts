export const STRUCTURED_DATA_RULE = 'structured-data';

const LD_JSON = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
const VEHICLE_TYPES = new Set(['Car', 'Motorcycle', 'Vehicle']);

/**
 * Problems of a built car page's JSON-LD: one vehicle whose `url` and `offers.url` equal the canonical link, with
 * images. (Its BreadcrumbList is checked with every other page's: shell/breadcrumb-check.ts.)
 */
export function carPageProblems(html: string): string[] {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const objects = [...html.matchAll(LD_JSON)].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
  const typesOf = (o: Record<string, unknown>) => [o['@type']].flat();
  const vehicle = objects.find((o) => typesOf(o).some((t) => VEHICLE_TYPES.has(String(t))));
  if (!vehicle) return ['no Car, Motorcycle or Vehicle JSON-LD'];
  const problems: string[] = [];
  const offer = vehicle['offers'] as Record<string, unknown> | undefined;
  if (vehicle['url'] !== canonical || offer?.['url'] !== canonical)
    problems.push(
      `url ${String(vehicle['url'])} / offers.url ${String(offer?.['url'])} differ from the canonical ${String(canonical)}`,
    );
  const image = vehicle['image'];
  if (!Array.isArray(image) || image.length === 0) problems.push('vehicle JSON-LD has no image');
  return problems;
}
