import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFile, siteHeadersFrom } from '../../src/config/security-headers.ts';
import { assetFolders, siteReportOnlyPolicy, unionPolicy } from './site-csp.ts';

const page = (policy: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${policy}"></head><body></body></html>`;

describe('the site-wide report-only policy', () => {
  it("merges every page's sources per directive and adds reporting", () => {
    expect(
      unionPolicy([
        "default-src 'self';object-src 'none'; script-src 'self' 'sha256-A'; style-src 'self' 'sha256-S'",
        "default-src 'self';object-src 'none'; script-src 'self' 'sha256-B'",
      ]),
    ).toBe(
      "default-src 'self'; object-src 'none'; script-src 'self' 'sha256-A' 'sha256-B'; style-src 'self' 'sha256-S'; report-uri /api/csp-report",
    );
  });

  it("reads each built page's meta policy and goes into _headers, which the Node server reads back", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-csp-'));
    mkdirSync(join(dir, 'cars', 'a'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), page("script-src 'self' 'sha256-A'"));
    writeFileSync(join(dir, 'cars', 'a', 'index.html'), page("script-src 'self' 'sha256-B'"));
    writeFileSync(join(dir, 'plain.html'), '<p>no policy</p>');
    const policy = await siteReportOnlyPolicy(dir);
    expect(policy).toBe("script-src 'self' 'sha256-A' 'sha256-B'; report-uri /api/csp-report");
    const headers = siteHeadersFrom(headersFile(policy));
    expect(headers['Content-Security-Policy-Report-Only']).toBe(policy);
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toContain('report-uri /api/csp-report');
    expect(headers['Cache-Control']).toBeUndefined();
  });

  it('sends the report-only policy with pages, not with the files of folders that hold no page', () => {
    const files = ['_astro/a.js', 'media/generated/a.webp', 'cars/a/index.html', 'cars/a/photo.webp', 'index.html'];
    expect(assetFolders(files)).toEqual(['_astro', 'media']);

    const file = headersFile("script-src 'self'; report-uri /api/csp-report", assetFolders(files));
    const page_ = siteHeadersFrom(file, '/cars/a/');
    const script = siteHeadersFrom(file, '/_astro/a.js');
    const image = siteHeadersFrom(file, '/media/generated/a.webp');
    expect(page_['Content-Security-Policy-Report-Only']).toContain("script-src 'self'");
    expect(script['Content-Security-Policy-Report-Only']).toBeUndefined();
    expect(image['Content-Security-Policy-Report-Only']).toBeUndefined();
    // The other security headers stay on every response; only the scripts are cached for good.
    for (const headers of [page_, script, image]) expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(script['Cache-Control']).toMatch(/immutable/);
    expect(image['Cache-Control']).toBeUndefined();
    expect(page_['Cache-Control']).toBeUndefined();
  });
});
