import { describe, expect, it } from 'vitest';
import { googleTagCsp } from './google-tag-csp.ts';
import { GOOGLE_TAG_ORIGIN } from '../client/google-tag.client.ts';

const GA4_ENDPOINTS = [GOOGLE_TAG_ORIGIN, 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

describe('googleTagCsp', () => {
  it('adds no source for a tenant without a Google tag, so its policy stays on self', () => {
    expect(googleTagCsp({})).toEqual({ scriptSources: [], connectSources: [] });
  });
  it.each([
    ['a GA4 measurement id', { ga4Id: 'G-AB12CD34EF' }],
    ['a GTM container id', { gtmId: 'GTM-ABC1234' }],
  ])('with %s: the tag script from its origin, and its beacons to Google Analytics', (_label, analytics) => {
    expect(googleTagCsp(analytics)).toEqual({ scriptSources: [GOOGLE_TAG_ORIGIN], connectSources: GA4_ENDPOINTS });
  });
  it('the tag origin is Google Tag Manager over https', () => {
    expect(GOOGLE_TAG_ORIGIN).toBe('https://www.googletagmanager.com');
  });
});
