import { describe, expect, it } from 'vitest';
import { shortUrlParts } from './short-url-parts';

describe('shortUrlParts', () => {
  it('keeps the alias apart from a long host, whose last characters stay', () => {
    expect(shortUrlParts('http://127.0.0.1:8899/my-first-link')).toEqual({
      hostStart: '127.0.0.',
      hostEnd: '1:8899',
      path: '/my-first-link',
    });
  });

  it('leaves a short host whole', () => {
    expect(shortUrlParts('https://sho.rt/docs')).toEqual({ hostStart: 'sho.rt', hostEnd: '', path: '/docs' });
  });

  it('keeps a query with the alias, and a bare host as the host', () => {
    expect(shortUrlParts('https://sho.rt/a?b=1').path).toBe('/a?b=1');
    expect(shortUrlParts('https://sho.rt')).toEqual({ hostStart: 'sho.rt', hostEnd: '', path: '' });
  });
});
