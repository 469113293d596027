/**
 * "Shorten links in selection": every http(s) URL a selection holds, as links (the
 * anchors it touches) and as text (bare URLs typed in the page), once each: the anchors first (they carry a title), then the bare URLs.
 * `collectSelection` runs in the page (scripting.executeScript serializes it: it may use nothing
 * from outside its own body); `linksInSelection` turns what it found into the job's URLs.
 */

import { httpUrl, urlsInText } from '../urls-in-text';

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
