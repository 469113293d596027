import { describe, expect, it } from 'vitest';
import { checkBaseUrl, isInsecureUrl, isLoopbackHost, originPatterns, validateConnection } from './validate';

describe('options validation', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(checkBaseUrl('https://sho.rt').ok).toBe(true);
    expect(checkBaseUrl('').ok).toBe(false);
    expect(checkBaseUrl('sho.rt').ok).toBe(false);
    expect(checkBaseUrl('ftp://sho.rt').ok).toBe(false);
  });

  it('warns about plain http except on this computer', () => {
    expect(isInsecureUrl('http://sho.rt')).toBe(true);
    expect(isInsecureUrl('https://sho.rt')).toBe(false);
    for (const url of [
      'http://127.0.0.1:8080',
      'http://127.2.3.4',
      'http://localhost:3000',
      'http://[::1]:80',
    ]) {
      expect(isInsecureUrl(url)).toBe(false);
    }
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
  });

  it('asks for host permissions without ports, once per host', () => {
    expect(
      originPatterns(['http://127.0.0.1:8080/', 'http://127.0.0.1:9090', '', 'https://stats.example/x']),
    ).toEqual(['http://127.0.0.1/*', 'https://stats.example/*']);
  });

  it('needs a key unless one is saved, and a links base URL', () => {
    expect(
      Object.keys(validateConnection({ apiKey: '', linksBaseUrl: '', analyticsBaseUrl: 'x' }, false)),
    ).toEqual(['apiKey', 'linksBaseUrl', 'analyticsBaseUrl']);
    expect(
      validateConnection({ apiKey: '', linksBaseUrl: 'https://sho.rt', analyticsBaseUrl: '' }, true),
    ).toEqual({});
  });
});
