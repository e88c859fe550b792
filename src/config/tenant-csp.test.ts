import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixtureTenant } from '../../tests/support/fixture-tenants.ts';
import { GOOGLE_TAG_ORIGIN } from '../features/analytics/client/google-tag.client.ts';
import { themeCss } from '../features/shell/rules/theme-css.ts';
import { tenantCsp } from './tenant-csp.ts';

const site = fixtureTenant('minimal').site;
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('tenantCsp', () => {
  it("allows the tenant's theme, the inline style in every head, by its hash", () => {
    expect(tenantCsp(site).styleHashes).toEqual([sha256(themeCss(site.branding))]);
  });
  it('changes with the theme: another brand colour, another hash', () => {
    const other = { ...site, branding: { ...site.branding, primaryColor: '#123456' } };
    expect(tenantCsp(other).styleHashes).not.toEqual(tenantCsp(site).styleHashes);
  });
  it("adds no source for a tenant without a Google tag: connect-src and script-src stay Astro's 'self'", () => {
    const csp = tenantCsp({ ...site, analytics: {} });
    expect(csp.connectDirective).toBeUndefined();
    expect(csp.scriptResources).toEqual([]);
  });
  it("with a Google tag: its script beside 'self', and its beacons in connect-src", () => {
    const csp = tenantCsp({ ...site, analytics: { ga4Id: 'G-AB12CD34EF' } });
    expect(csp.scriptResources).toEqual(["'self'", GOOGLE_TAG_ORIGIN]);
    expect(csp.connectDirective).toBe(
      `connect-src 'self' ${GOOGLE_TAG_ORIGIN} https://*.google-analytics.com https://*.analytics.google.com`,
    );
  });
});
