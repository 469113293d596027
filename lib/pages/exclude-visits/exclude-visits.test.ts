import { describe, expect, it } from 'vitest';
import { missingOrigins, originName, originNames } from './exclude-visits';

describe('missingOrigins', () => {
  it('lists the origins the browser does not grant, in order', async () => {
    const granted = new Set(['https://stats.example/*']);
    const missing = await missingOrigins(
      ['https://example.com/*', 'https://www.example.com/*', 'https://stats.example/*'],
      async (origin) => granted.has(origin),
    );
    expect(missing).toEqual(['https://example.com/*', 'https://www.example.com/*']);
  });

  it('lists nothing when every origin is granted', async () => {
    expect(await missingOrigins(['https://example.com/*'], async () => true)).toEqual([]);
  });
});

describe('originName', () => {
  it('names an origin by its host, as the user knows it', () => {
    expect(originName('*://www.example.com/*')).toBe('www.example.com');
    expect(originName('https://stats.example/*')).toBe('stats.example');
  });

  it('names a site asked for on both schemes and with its www. twin once', () => {
    const patterns = [
      'https://a.example/*',
      'http://a.example/*',
      'https://www.a.example/*',
      'https://b.example/*',
    ];
    expect(originNames(patterns)).toEqual(['a.example', 'b.example']);
  });

  it('names a www. host whose bare twin is not missing', () => {
    expect(originNames(['https://www.a.example/*'])).toEqual(['www.a.example']);
  });
});
