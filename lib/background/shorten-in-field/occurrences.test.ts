import { describe, expect, it } from 'vitest';
import type { FieldContent } from './field-links';
import { distinctUrls, fieldEdits, fieldOccurrences } from './occurrences';

const value = (text: string): FieldContent => ({ kind: 'value', parts: [text], links: [null] });

describe('fieldOccurrences', () => {
  it('finds each URL of a text where it stands, without the punctuation around it', () => {
    const text = 'See https://a.example/x, then (https://b.example/y).';
    expect(fieldOccurrences(value(text))).toEqual([
      { part: 0, start: 4, end: 23, url: 'https://a.example/x', link: false },
      { part: 0, start: 31, end: 50, url: 'https://b.example/y', link: false },
    ]);
  });

  it('takes a link whose text is its own URL whole, and leaves a link with other words alone', () => {
    const content: FieldContent = {
      kind: 'rich',
      parts: ['Read ', 'https://a.example/x', ' and ', 'our report', ' '],
      links: [null, 'https://a.example/x', null, 'https://b.example/report', null],
    };
    expect(fieldOccurrences(content)).toEqual([
      { part: 1, start: 0, end: 19, url: 'https://a.example/x', link: true },
    ]);
  });

  it('leaves out a link whose text is another URL than its address', () => {
    const content: FieldContent = {
      kind: 'rich',
      parts: ['https://a.example/x'],
      links: ['https://elsewhere.example/'],
    };
    expect(fieldOccurrences(content)).toEqual([]);
  });
});

describe('distinctUrls', () => {
  it('names each URL once, in the order it first appears', () => {
    const found = fieldOccurrences(value('https://b.example/ https://a.example/ https://b.example/'));
    expect(distinctUrls(found)).toEqual(['https://b.example/', 'https://a.example/']);
  });
});

describe('fieldEdits', () => {
  it('replaces every occurrence of a shortened URL and leaves the others as they are', () => {
    const found = fieldOccurrences(value('https://a.example/x https://b.example/y https://a.example/x'));
    const edits = fieldEdits(found, new Map([['https://a.example/x', 'https://s.example/1']]));
    expect(edits).toEqual([
      { part: 0, start: 0, end: 19, text: 'https://s.example/1' },
      { part: 0, start: 40, end: 59, text: 'https://s.example/1' },
    ]);
  });

  it("changes a link's address with its text", () => {
    const content: FieldContent = {
      kind: 'rich',
      parts: ['https://a.example/x'],
      links: ['https://a.example/x'],
    };
    const edits = fieldEdits(
      fieldOccurrences(content),
      new Map([['https://a.example/x', 'https://s.example/1']]),
    );
    expect(edits).toEqual([
      { part: 0, start: 0, end: 19, text: 'https://s.example/1', href: 'https://s.example/1' },
    ]);
  });
});
