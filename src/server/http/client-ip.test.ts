import { describe, expect, it } from 'vitest';
import { clientAddress, parseProxyTrust, platformAddress, servedOverHttps } from './client-ip.ts';

describe('client address', () => {
  it('is the socket peer when no proxy is trusted, whatever the headers say', () => {
    expect(
      clientAddress(parseProxyTrust(undefined), '127.0.0.2', { forwardedFor: '1.2.3.4', cfConnectingIp: '5.6.7.8' }),
    ).toBe('127.0.0.2');
  });
  it('is the entry the n-th trusted hop appended, counted from the right', () => {
    const header = { forwardedFor: 'spoofed, 203.0.113.5, 10.0.0.1' };
    expect(clientAddress(parseProxyTrust('1'), '10.0.0.2', header)).toBe('10.0.0.1');
    expect(clientAddress(parseProxyTrust('2'), '10.0.0.2', header)).toBe('203.0.113.5');
  });
  it('falls back to the socket when the header has fewer entries than trusted hops, or none', () => {
    expect(clientAddress(parseProxyTrust('3'), '10.0.0.2', { forwardedFor: '203.0.113.5, 10.0.0.1' })).toBe('10.0.0.2');
    expect(clientAddress(parseProxyTrust('1'), '10.0.0.2', {})).toBe('10.0.0.2');
  });
  it("reads Cloudflare's cf-connecting-ip with TRUST_PROXY=cloudflare", () => {
    expect(
      clientAddress(parseProxyTrust('cloudflare'), '10.0.0.2', {
        forwardedFor: 'spoofed',
        cfConnectingIp: '203.0.113.7',
      }),
    ).toBe('203.0.113.7');
  });
  it('on Workers is cf-connecting-ip, else the rightmost X-Forwarded-For entry, else unknown', () => {
    expect(platformAddress({ forwardedFor: '198.51.100.1', cfConnectingIp: ' 203.0.113.7 ' })).toBe('203.0.113.7');
    expect(platformAddress({ forwardedFor: 'spoofed, 198.51.100.1' })).toBe('198.51.100.1');
    expect(platformAddress({ forwardedFor: ' , ' })).toBe('unknown');
    expect(platformAddress({})).toBe('unknown');
  });
  it('trusts nothing for 0 or nonsense', () => {
    expect(parseProxyTrust('0')).toEqual({ kind: 'none' });
    expect(parseProxyTrust('yes')).toEqual({ kind: 'none' });
  });
});

describe('served over https', () => {
  it('believes the scheme the outermost trusted proxy wrote, and only from trusted proxies', () => {
    expect(servedOverHttps(parseProxyTrust('1'), 'http://a.localhost/api', 'https')).toBe(true);
    expect(servedOverHttps(parseProxyTrust('2'), 'http://a.localhost/api', 'https, http')).toBe(true);
    expect(servedOverHttps(parseProxyTrust(undefined), 'http://a.localhost/api', 'https')).toBe(false);
    expect(servedOverHttps(parseProxyTrust(undefined), 'https://a.example/api', undefined)).toBe(true);
  });
});
