import { describe, expect, it } from 'vitest';
import { trimUrlText, urlsInText } from './urls-in-text';

describe('urlsInText', () => {
  it('finds bare URLs with a scheme or starting at www.', () => {
    expect(urlsInText('see https://a.example/x and www.b.example/y today')).toEqual([
      'https://a.example/x',
      'https://www.b.example/y',
    ]);
  });

  it('leaves out the punctuation that ends the sentence', () => {
    expect(
      urlsInText('Read https://a.example/x. Then https://b.example/y, and "https://c.example/z"!'),
    ).toEqual(['https://a.example/x', 'https://b.example/y', 'https://c.example/z']);
  });

  it('drops a closing parenthesis the URL did not open, and keeps its own', () => {
    expect(urlsInText('(see https://a.example/x) or https://en.wikipedia.org/wiki/Pike_(fish).')).toEqual([
      'https://a.example/x',
      'https://en.wikipedia.org/wiki/Pike_(fish)',
    ]);
  });

  it('takes no other scheme', () => {
    expect(urlsInText('ftp://files.example/a mailto:me@example.com javascript:alert(1) file:///etc')).toEqual(
      [],
    );
  });
});

describe('trimUrlText', () => {
  it('trims nested closers and punctuation together', () => {
    expect(trimUrlText('https://a.example/x]).')).toBe('https://a.example/x');
  });
});
