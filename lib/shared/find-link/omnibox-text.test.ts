import { beforeEach, describe, expect, it } from 'vitest';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import {
  clicksText,
  describeForChrome,
  describeForFirefox,
  escapeXml,
  OMNIBOX_LIMIT,
  toSuggestions,
} from './omnibox-text';
import type { FoundLink } from './types';

const link = (overrides: Partial<FoundLink> = {}): FoundLink => ({
  id: 1,
  alias: 'promo',
  url: 'https://www.shop.example/a?x=1&y=2',
  shortUrl: 'https://sho.rt/promo',
  title: 'Tom & Jerry <3',
  clicks: 12,
  ...overrides,
});

describe('omnibox text', () => {
  beforeEach(() => useEnglishMessages());

  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&#38;b&#60;c&#62;d&#34;e&#39;f');
  });

  it('describes a link for Chrome as XML: alias matched, host as URL, clicks dimmed, all escaped', () => {
    const text = describeForChrome(link({ alias: 'a&b<i>' }));

    expect(text).toBe('<match>a&#38;b&#60;i&#62;</match> — <url>shop.example</url><dim> · 12 clicks</dim>');
  });

  it('describes a link for Firefox as plain text, unescaped', () => {
    expect(describeForFirefox(link({ alias: 'a&b' }))).toBe('a&b — shop.example · 12 clicks');
  });

  it('leaves out an unknown click count and says "1 click" for one', () => {
    expect(describeForFirefox(link({ clicks: null }))).toBe('promo — shop.example');
    expect(clicksText(1)).toBe('1 click');
    expect(clicksText(0)).toBe('0 clicks');
  });

  it('writes a click count of thousands as the browser language does', () => {
    expect(clicksText(1234)).toBe('1,234 clicks');
  });

  it('suggests at most six links, each with its short URL as the content', () => {
    const links = Array.from({ length: 9 }, (_, i) => link({ id: i, shortUrl: `https://sho.rt/${i}` }));

    const suggestions = toSuggestions(links);

    expect(suggestions).toHaveLength(OMNIBOX_LIMIT);
    expect(suggestions[0]?.content).toBe('https://sho.rt/0');
    expect(suggestions[0]?.description).toMatch(/^<match>promo<\/match>/); // Chrome's build (not FIREFOX)
  });
});
