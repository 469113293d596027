import { describe, expect, it } from 'vitest';
import { linksInSelection } from './selection-links';

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
