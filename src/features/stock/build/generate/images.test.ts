import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureTenant } from '../../../../../tests/support/fixture-tenants.ts';
import { listTenantSlugs, loadTenant } from '../../../../config/load-tenant.ts';
import { generateStock } from './generate-stock.ts';
import { mediaJobs, webpEffort } from './images.ts';
import { BODY_SHAPES, MEDIA_DIR_URL, storefrontFile } from './media-names.ts';
import { frameYaw } from './spin-geometry.ts';
import { storefrontSvg } from './storefront-drawing.ts';
import { tenantStorefronts } from './storefronts.ts';
import { vehicleSvg } from './vehicle-drawing.ts';

const group = fixtureTenant('multi-franchise');
const storefronts = tenantStorefronts(group);
const filesOf = (fronts: Parameters<typeof mediaJobs>[0]) =>
  new Set(mediaJobs(fronts).flatMap((job) => job.files.map((f) => f.file)));
const files = filesOf(storefronts);
const mediaRefs = (text: string): string[] =>
  [...text.matchAll(/\/media\/generated\/([a-z0-9-]+\.webp)/g)].map((m) => m[1] ?? '');

describe('generated media', () => {
  it('draws every file with the -{width}.webp naming, in a modest count', () => {
    expect(files.size).toBeGreaterThan(1000);
    expect(files.size).toBeLessThan(2600);
    expect([...files].every((f) => /-\d+\.webp$/.test(f))).toBe(true);
  });
  it('covers every image a generated car links to', () => {
    const cars = generateStock({
      seed: 3,
      count: 3000,
      profile: 'multi-brand',
      locations: group.locations,
      now: new Date('2025-07-10T00:00:00Z'),
    });
    const refs = mediaRefs(JSON.stringify(cars));
    expect(refs.length).toBeGreaterThan(3000);
    expect(refs.filter((f) => !files.has(f))).toEqual([]);
    expect(MEDIA_DIR_URL).toBe('/media/generated');
  });
  it("gives every location its own storefront with the dealer's name on the sign", () => {
    const names = new Set(storefronts.map((store) => storefrontFile(store.tenant, store.locationId, 640)));
    expect(names.size).toBe(group.locations.length);
    expect([...names].filter((name) => !files.has(name))).toEqual([]);
    for (const location of group.locations) {
      const store = storefronts.find((s) => s.locationId === location.id);
      const sign = location.dealership_name.replaceAll('&', '&amp;');
      expect(store && storefrontSvg(store)).toContain(`>${sign}</text>`);
    }
    expect(group.locations.some((location) => location.dealership_name.includes('&'))).toBe(true);
  });
  it('draws finite SVG for every shape in every spin frame', () => {
    for (const shape of BODY_SHAPES) {
      for (let frame = 0; frame < 36; frame += 5) {
        const svg = vehicleSvg(shape, '#b3202a', frameYaw(frame, 36));
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).not.toMatch(/NaN|Infinity/);
      }
    }
  });
  it('encodes the pictures a page paints first smaller (effort 4), the rest quickly', () => {
    expect(webpEffort('suv-white-1-1024.webp', 1024)).toBe(4);
    expect(webpEffort('hero-sale-640.webp', 640)).toBe(4);
    expect(webpEffort('storefront-harbourside-1-640.webp', 640)).toBe(4);
    expect(webpEffort('suv-white-2-1024.webp', 1024)).toBe(0);
    expect(webpEffort('suv-white-3-640.webp', 640)).toBe(1);
    expect(webpEffort('spin-suv-01-640.webp', 640)).toBe(1);
  });
});

describe('demo tenants (demo checks: they read the editable tenants/)', () => {
  // Loaded inside each check, so a demo tenant being edited never stops the fixture tests above.
  const demoTenants = () => listTenantSlugs().map((slug) => loadTenant(slug));
  it('covers every image the demo tenants link to', () => {
    const tenants = demoTenants();
    const demoFiles = filesOf(tenants.flatMap(tenantStorefronts));
    for (const { slug, dir } of tenants) {
      const texts = [
        ...readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => readFileSync(join(dir, f), 'utf8')),
        ...readdirSync(join(dir, 'news')).map((f) => readFileSync(join(dir, 'news', f), 'utf8')),
      ];
      expect(
        texts.flatMap(mediaRefs).filter((f) => !demoFiles.has(f)),
        slug,
      ).toEqual([]);
    }
  });
  it('shows each demo location its own storefront', () => {
    for (const { slug, dir, locations } of demoTenants()) {
      const text = readFileSync(join(dir, 'locations.json'), 'utf8');
      for (const location of locations)
        expect(text, slug).toContain(`/media/generated/${storefrontFile(slug, location.id, 640)}`);
    }
  });
});
