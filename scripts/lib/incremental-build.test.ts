import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR } from '../../tests/support/fixture-tenants.ts';
import { filesIn } from './incremental-build.ts';
import { ROOT } from './paths.ts';

// Real builds (npm run build) of the minimal fixture tenant with 24 generated cars, promos, news and a content page: a
// full build, a promo change built incrementally, and the same sources built in full. (That a site config or stock
// change renders every page is rebuildPlan's, in build-manifest.test.ts.)
const work = join(ROOT, '.cache', 'test-incremental');
const tenants = join(work, 'tenants');
const dist = join(work, 'dist');
const site = join(dist, 'minimal');
const functions = join(dist, '.functions', 'minimal');
const fixture = join(tenants, 'minimal');

const card = (id: string, title: string) => ({
  id,
  title,
  text: `${title}: savings across the yard.`,
  href: '/special-offers',
  cta: 'Shop the sale',
  image: '/media/generated/suv-red-1-640.webp',
  position: [1],
});
const promos = (cards: object[], slideName: string) => ({
  positions: [3],
  cards,
  slides: [
    {
      id: 'slide-sale',
      name: slideName,
      description: 'Our biggest sale of the year.',
      url: '/special-offers',
      image: {
        url: '/media/generated/hero-sale-1920.webp',
        width: 1920,
        height: 700,
        alt: 'Cars lined up for the sale',
      },
    },
  ],
});
const writePromos = (value: object) => writeFileSync(join(fixture, 'promos.json'), JSON.stringify(value, null, 2));

/** One `npm run build -- --tenant=minimal`; returns what it printed. */
function buildMinimal(env: Record<string, string> = {}): string {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.ts'), '--tenant=minimal'], {
    cwd: ROOT,
    env: { ...process.env, TENANTS_DIR: tenants, DIST_DIR: dist, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/** Every file of a folder with its bytes. */
const snapshot = (dir: string) => new Map(filesIn(dir).map((file) => [file, readFileSync(join(dir, file))]));

/** What a change gave: the incremental build's log and folders, then those of a full build of the same sources. */
interface Rebuild {
  log: string;
  site: Map<string, Buffer>;
  functions: Map<string, Buffer>;
  fullSite: Map<string, Buffer>;
  fullFunctions: Map<string, Buffer>;
}

function rebuildAfter(change: () => void): Rebuild {
  change();
  const log = buildMinimal();
  const incremental = { site: snapshot(site), functions: snapshot(functions) };
  buildMinimal({ BUILD_FULL: '1' });
  return { log, ...incremental, fullSite: snapshot(site), fullFunctions: snapshot(functions) };
}

/** Expects the same files with the same bytes. */
function expectSameFolders(actual: Map<string, Buffer>, expected: Map<string, Buffer>): void {
  expect([...actual.keys()]).toEqual([...expected.keys()]);
  const differing = [...expected].filter(([file, bytes]) => !actual.get(file)?.equals(bytes)).map(([file]) => file);
  expect(differing).toEqual([]);
}

let firstBuild: Map<string, Buffer>;
let promoChange: Rebuild;
let newsChange: Rebuild;

beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), fixture, { recursive: true });
  const siteFile = join(fixture, 'site.json');
  const stock = { type: 'generated', seed: 7, count: 24, profile: 'multi-brand' };
  writeFileSync(siteFile, JSON.stringify({ ...JSON.parse(readFileSync(siteFile, 'utf8')), stock }));
  mkdirSync(join(fixture, 'news'), { recursive: true });
  const news = (title: string) =>
    `---\ntitle: ${title}\ndescription: ${title} on now.\ndate: 2025-06-01\n---\n${title} on now.\n`;
  writeFileSync(join(fixture, 'news', 'sale.md'), news('Sale'));
  writePromos(promos([card('winter-sale', 'Winter Sale'), card('tyre-deal', 'Tyre Deal')], 'Winter Sale'));
  buildMinimal();
  firstBuild = snapshot(site);
  // The marketer's change: one offer renamed, one gone, one new, and the home slide renamed.
  promoChange = rebuildAfter(() =>
    writePromos(promos([card('winter-sale', 'Winter Clearance'), card('service-deal', 'Service Deal')], 'Clearance')),
  );
  // News is Markdown, which Astro bundles: its pages come from Astro's build, not from the kept bundle.
  newsChange = rebuildAfter(() => writeFileSync(join(fixture, 'news', 'sale.md'), news('Spring Sale')));
}, 1_800_000);

describe('a promo change rebuilds only the pages that read promos (decision 17)', () => {
  it('renders the home, offer and search pages again, from the kept bundle, and reuses the rest', () => {
    expect(promoChange.log).toContain(
      'promos changed: rendered index.astro offers/[id].astro search/[...path].astro special-offers.astro from the kept bundle, the rest reused',
    );
    const incremental = promoChange.site;
    expect(incremental.get('offers/winter-sale/index.html')?.toString()).toContain('Winter Clearance');
    expect(incremental.has('offers/service-deal/index.html')).toBe(true);
    expect(incremental.has('offers/tyre-deal/index.html')).toBe(false);
    expect(incremental.get('index.html')?.toString()).toContain('Clearance');
    // A car page read no promo: the very bytes of the first build.
    const carPage = [...incremental.keys()].find((f) => /^cars\/[^/]+-\d+\/index\.html$/.test(f)) ?? '';
    expect(carPage).not.toBe('');
    expect(incremental.get(carPage)?.equals(firstBuild.get(carPage) ?? Buffer.alloc(0))).toBe(true);
  });

  it('gives the same folder, byte for byte, as a full build of the changed sources', () => {
    expectSameFolders(promoChange.site, promoChange.fullSite);
    expectSameFolders(promoChange.functions, promoChange.fullFunctions);
  });
});

describe('a news change rebuilds the pages that read news through Astro', () => {
  it('renders the news pages again with Astro, not from the kept bundle', () => {
    const line = newsChange.log.split('\n').find((l) => l.includes('news changed')) ?? '';
    expect(line).toContain('news/[id].astro');
    expect(line).toContain(', the rest reused');
    expect(line).not.toContain('kept bundle');
    expect(newsChange.site.get('news/sale/index.html')?.toString()).toContain('Spring Sale');
  });

  it('gives the same folder, byte for byte, as a full build of the changed sources', () => {
    expectSameFolders(newsChange.site, newsChange.fullSite);
    expectSameFolders(newsChange.functions, newsChange.fullFunctions);
  });
});
