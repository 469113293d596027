/**
 * Where the URLs of a field stand, and what replaces them: pure, so the worker decides every
 * edit and the page code only applies them.
 */

import { httpUrl, urlMatches } from '../urls-in-text';
import type { FieldContent, FieldEdit } from './field-links';

/** One URL in the field: where it stands, the URL it is, and whether it is a link's own text. */
export interface Occurrence {
  part: number;
  start: number;
  end: number;
  url: string;
  link: boolean;
}

/**
 * Every http(s) URL of the field's text. Inside a link, only a link whose text is its own URL
 * counts (the whole link changes); a link that reads "our report" keeps its address, which
 * nobody sees in the text.
 */
export function fieldOccurrences(content: FieldContent): Occurrence[] {
  return content.parts.flatMap((text, part): Occurrence[] => {
    const href = content.links[part] ?? null;
    if (href === null) return urlMatches(text).map((match) => ({ part, ...match, link: false }));
    const own = text.trim();
    const url = httpUrl(own);
    if (!url || url !== httpUrl(href)) return [];
    const start = text.indexOf(own);
    return [{ part, start, end: start + own.length, url, link: true }];
  });
}

/** The distinct URLs, in the order they first appear. */
export const distinctUrls = (occurrences: readonly Occurrence[]): string[] => [
  ...new Set(occurrences.map((occurrence) => occurrence.url)),
];

/** The edits for the URLs that have a short link (`shortBy`: URL -> short URL); others stay. */
export function fieldEdits(
  occurrences: readonly Occurrence[],
  shortBy: ReadonlyMap<string, string>,
): FieldEdit[] {
  return occurrences.flatMap(({ part, start, end, url, link }): FieldEdit[] => {
    const text = shortBy.get(url);
    if (text === undefined) return [];
    return [link ? { part, start, end, text, href: text } : { part, start, end, text }];
  });
}
