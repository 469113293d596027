/**
 * The URL finder: the http(s) URLs a text holds, where each stands, trimmed of the sentence around
 * it. "Shorten links in selection" (batch/selection-links.ts) and "Shorten links in this field"
 * (shorten-in-field/occurrences.ts) read text with it, so both find the same URLs.
 */

/** A URL in text: with a scheme, or starting at `www.`; stops at spaces, quotes and angle brackets. */
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than a URL. */
const TRAILING = /[.,;:!?…'"»”’]+$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * Trims what the sentence added around a URL: trailing punctuation, and a closing bracket the
 * URL did not open (`(see https://a.example/x)` ends before the `)`, while
 * `https://en.wikipedia.org/wiki/Pike_(fish)` keeps its own).
 */
export function trimUrlText(raw: string): string {
  let url = raw;
  for (let before = ''; before !== url; ) {
    before = url;
    url = url.replace(TRAILING, '');
    const last = url.at(-1) ?? '';
    const opener = CLOSERS[last];
    if (opener && count(url, last) > count(url, opener)) url = url.slice(0, -1);
  }
  return url;
}

/** An http(s) URL with a host, normalized by the URL parser; null for any other scheme or text. */
export function httpUrl(raw: string): string | null {
  try {
    const url = new URL(raw.startsWith('www.') ? `https://${raw}` : raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** Where each bare URL of a text stands (trimmed), with the URL it is, in order. */
export function urlMatches(text: string): Array<{ start: number; end: number; url: string }> {
  return [...text.matchAll(BARE_URL)].flatMap((match) => {
    const raw = trimUrlText(match[0]);
    const url = httpUrl(raw);
    return url ? [{ start: match.index, end: match.index + raw.length, url }] : [];
  });
}

/** The bare URLs of a text, trimmed, in order (duplicates kept: the caller merges). */
export function urlsInText(text: string): string[] {
  return urlMatches(text).map((match) => match.url);
}
