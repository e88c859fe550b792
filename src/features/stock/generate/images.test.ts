import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TENANTS_DIR, listTenantSlugs, loadTenant } from '../../../config/load-tenant.ts';
import { generateStock } from './generate-stock.ts';
import { mediaJobs, webpEffort } from './images.ts';
import { BODY_SHAPES, MEDIA_DIR_URL } from './media-names.ts';
import { frameYaw } from './spin-geometry.ts';
import { storefrontSvg } from './storefront-drawing.ts';
import { tenantStorefronts } from './storefronts.ts';
import { vehicleSvg } from './vehicle-drawing.ts';

const storefronts = listTenantSlugs().flatMap((slug) => tenantStorefronts(loadTenant(slug)));
const files = new Set(mediaJobs(storefronts).flatMap((job) => job.files.map((f) => f.file)));
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
      locations: loadTenant('harbourside').locations,
      now: new Date('2025-07-10T00:00:00Z'),
    });
    const refs = mediaRefs(JSON.stringify(cars));
    expect(refs.length).toBeGreaterThan(3000);
    expect(refs.filter((f) => !files.has(f))).toEqual([]);
  });
  it('covers every image the demo tenants link to', () => {
    for (const slug of listTenantSlugs()) {
      const dir = join(TENANTS_DIR, slug);
      const texts = [
        ...readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => readFileSync(join(dir, f), 'utf8')),
        ...readdirSync(join(dir, 'news')).map((f) => readFileSync(join(dir, 'news', f), 'utf8')),
      ];
      expect(
        texts.flatMap(mediaRefs).filter((f) => !files.has(f)),
        slug,
      ).toEqual([]);
    }
    expect(MEDIA_DIR_URL).toBe('/media/generated');
  });
  it("gives every location its own storefront with the dealer's name on the sign", () => {
    const harbourside = loadTenant('harbourside');
    const locations = readFileSync(join(TENANTS_DIR, 'harbourside', 'locations.json'), 'utf8');
    for (const location of harbourside.locations) {
      expect(locations).toContain(`/media/generated/storefront-harbourside-${location.id}-640.webp`);
    }
    const kia = storefronts.find((s) => s.tenant === 'harbourside' && s.sign === 'Harbourside Kia Essendon');
    expect(kia && storefrontSvg(kia)).toContain('>Harbourside Kia Essendon</text>');
    const partsAndService = storefronts.find((s) => s.sign.includes('&'));
    expect(partsAndService === undefined || storefrontSvg(partsAndService).includes('&amp;')).toBe(true);
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
