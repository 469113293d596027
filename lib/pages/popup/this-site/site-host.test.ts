import { describe, expect, it } from 'vitest';
import { bareHost, siteOrigin } from './site-host';

describe('bareHost', () => {
  it('lowercases the host and drops www. and the port', () => {
    expect(bareHost('https://WWW.Example.com:8443/a?b=1#c')).toBe('example.com');
  });

  it('keeps subdomains other than www', () => {
    expect(bareHost('http://blog.example.com/')).toBe('blog.example.com');
    expect(bareHost('https://www2.example.com/')).toBe('www2.example.com');
  });

  it('drops a trailing dot, which names the same site', () => {
    expect(bareHost('https://example.com./a')).toBe('example.com');
  });

  it('returns null when the URL is not an http(s) page', () => {
    expect(bareHost('chrome://extensions')).toBeNull();
    expect(bareHost('file:///home/me/a.html')).toBeNull();
    expect(bareHost('about:blank')).toBeNull();
    expect(bareHost('not a url')).toBeNull();
    expect(bareHost('')).toBeNull();
  });
});

describe('siteOrigin', () => {
  it('keeps scheme, host and port, and drops the path', () => {
    expect(siteOrigin('https://www.example.com:8443/a?b=1')).toBe('https://www.example.com:8443');
  });

  it('returns null when the URL is not an http(s) page', () => {
    expect(siteOrigin('chrome://extensions')).toBeNull();
  });
});
