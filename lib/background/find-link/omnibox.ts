/**
 * The address bar keyword `s` (manifest `omnibox.keyword`): `s <words>` suggests the user's links
 * (the server's search by title, most clicks first, rate-limit aware, merged with this browser's
 * history); choosing one copies its short URL and notifies; `s <http(s) URL>` + Enter shortens
 * that URL like the context menu does (a short URL of the account is copied instead);
 * Enter on words copies the first suggestion.
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { type OmniboxSuggestion, toSuggestions } from '../../shared/find-link/omnibox-text';
import { t } from '../../shared/i18n';
import { copyWithFeedback, type QuickDeps, reportFailure, shortenWithFeedback } from '../feedback';
import { loadSettings } from '../settings/store';
import { findLinks } from './find-links';

export type OmniboxOutcome =
  | { action: 'copied'; shortUrl: string; copied: boolean }
  | { action: 'shortened'; ok: boolean }
  | { action: 'none' };

const isHttpUrl = (text: string) => /^https?:\/\/\S+$/i.test(text);

/**
 * What was suggested last: Enter on one of these copies it (any other URL is shortened), Enter
 * on words copies the first. In storage.session, not in a module variable: Chrome stops an idle
 * worker between the suggestions and Enter, and the next one must still know them.
 */
const SUGGESTED_ITEM = 'session:omniboxSuggested';

export async function omniboxSuggestions(text: string, deps: QuickDeps): Promise<OmniboxSuggestion[]> {
  const query = text.trim();
  if (query === '' || isHttpUrl(query)) return [];
  // A failed search still suggests this browser's matches: the address bar has no room for errors.
  const server = await deps
    .getApi()
    .then((api) => findLinks(api, { query, searchIn: 'title' }))
    .then(
      (found) => found.links,
      () => [],
    );
  const suggestions = toSuggestions(server);
  await storage.setItem<string[]>(
    SUGGESTED_ITEM,
    suggestions.map((suggestion) => suggestion.content),
  );
  return suggestions;
}

/** Enter in the address bar: a suggestion's short URL, a URL to shorten, or words. */
export async function omniboxEnter(text: string, deps: QuickDeps): Promise<OmniboxOutcome> {
  const input = text.trim();
  const suggested = (await storage.getItem<string[]>(SUGGESTED_ITEM)) ?? [];
  const shortUrl = isHttpUrl(input) ? suggested.find((url) => url === input) : suggested[0];
  if (!shortUrl) {
    if (isHttpUrl(input)) {
      // The shorten use case copies a typed short URL of the account instead.
      const outcome = await shortenWithFeedback(input, deps);
      if (outcome.ok && outcome.result.alreadyShort) {
        return { action: 'copied', shortUrl: outcome.result.link.shortUrl, copied: outcome.copied };
      }
      return { action: 'shortened', ok: outcome.ok };
    }
    await reportFailure({ code: 'not_found', message: '' }, undefined, t('find_none', input));
    return { action: 'none' };
  }
  // An existing link: "Existing short link copied", as when a shorten reuses one.
  const copied = await copyWithFeedback(shortUrl, 'reused', true, await loadSettings(), deps);
  return { action: 'copied', shortUrl, copied };
}

/**
 * Wires the address bar keyword (call from defineBackground's main, synchronously). The default
 * suggestion's text is set when it can be seen or has changed: on install or update, at the
 * browser's start (a new language) and when the keyword is typed, not at every worker start:
 * the first translated string costs the worker ~4 ms, and the browser keeps the text.
 */
export function registerOmnibox(deps: QuickDeps): void {
  const { omnibox } = browser;
  if (!omnibox) return; // Firefox for Android has no address bar API.
  const describe = () => omnibox.setDefaultSuggestion({ description: t('omnibox_default') });
  browser.runtime.onInstalled.addListener(describe);
  browser.runtime.onStartup.addListener(describe);
  omnibox.onInputStarted.addListener(describe);
  let latest = 0;
  omnibox.onInputChanged.addListener((text, suggest) => {
    // One server search per settled input, as in the popup: keystrokes come faster than answers.
    const turn = ++latest;
    setTimeout(async () => {
      if (turn !== latest) return;
      const suggestions = await omniboxSuggestions(text, deps);
      if (turn === latest) suggest(suggestions);
    }, 250);
  });
  omnibox.onInputEntered.addListener((text) => void omniboxEnter(text, deps));
}
