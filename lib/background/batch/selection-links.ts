/**
 * "Shorten links in selection": every http(s) URL a selection holds, as links (the
 * anchors it touches) and as text (bare URLs typed in the page), once each: the anchors first (they carry a title), then the bare URLs.
 * `collectSelection` runs in the page (scripting.executeScript serializes it: it may use nothing
 * from outside its own body); `linksInSelection` turns what it found into the job's URLs.
 */

/** What the page script returns: the selected text, and the anchors the selection touches. */
export interface CollectedSelection {
  text: string;
  anchors: Array<{ href: string; text: string }>;
}

export interface SelectedLink {
  url: string;
  /** The anchor's text when it says more than the URL; null otherwise. */
  title: string | null;
}

/** Injected into the page: no imports, no closures (it is sent as source). */
export function collectSelection(): CollectedSelection {
  const selection = window.getSelection();
  const anchors: CollectedSelection['anchors'] = [];
  for (let index = 0; selection && index < selection.rangeCount; index++) {
    const range = selection.getRangeAt(index);
    const root = range.commonAncestorContainer;
    const scope = root instanceof Element ? root : root.parentElement;
    // The anchor around a selection inside one link, then every anchor the range touches.
    const around = scope?.closest('a[href]');
    const inside = scope ? Array.from(scope.querySelectorAll('a[href]')) : [];
    for (const anchor of [...(around ? [around] : []), ...inside]) {
      if (anchor instanceof HTMLAnchorElement && range.intersectsNode(anchor)) {
        anchors.push({ href: anchor.href, text: (anchor.textContent ?? '').trim() });
      }
    }
  }
  return { text: selection ? selection.toString() : '', anchors };
}

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

/**
 * The selection's URLs, once each: its anchors first (they carry a title), then the bare URLs
 * of the text (an anchor's own text, when it is its URL, is the same URL and merges).
 */
export function linksInSelection(collected: CollectedSelection): SelectedLink[] {
  const found = new Map<string, SelectedLink>();
  for (const anchor of collected.anchors) {
    const url = httpUrl(anchor.href);
    if (!url || found.has(url)) continue;
    const text = anchor.text.replace(/\s+/g, ' ');
    found.set(url, { url, title: text && httpUrl(text) !== url ? text : null });
  }
  for (const url of urlsInText(collected.text)) if (!found.has(url)) found.set(url, { url, title: null });
  return [...found.values()];
}
