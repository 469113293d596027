import { describe, expect, it } from 'vitest';
import { linksInSelection, trimUrlText, urlsInText } from './selection-links';

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

describe('linksInSelection', () => {
  it('gives each URL once, anchors first with their text as the title', () => {
    const links = linksInSelection({
      text: 'Docs https://a.example/docs and again https://a.example/docs, plus https://c.example/',
      anchors: [
        { href: 'https://a.example/docs', text: 'The docs' },
        { href: 'https://b.example/', text: 'https://b.example/' },
        { href: 'https://b.example/', text: 'B again' },
      ],
    });
    expect(links).toEqual([
      { url: 'https://a.example/docs', title: 'The docs' },
      { url: 'https://b.example/', title: null },
      { url: 'https://c.example/', title: null },
    ]);
  });

  it('drops anchors to other schemes', () => {
    const links = linksInSelection({
      text: '',
      anchors: [
        { href: 'mailto:me@example.com', text: 'Mail me' },
        { href: 'javascript:void(0)', text: 'Menu' },
        { href: 'http://a.example/', text: 'A' },
      ],
    });
    expect(links).toEqual([{ url: 'http://a.example/', title: 'A' }]);
  });

  it('finds nothing in text without links', () => {
    expect(
      linksInSelection({ text: 'just words. example.com is not written as a link', anchors: [] }),
    ).toEqual([]);
  });
});
