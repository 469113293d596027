/**
 * The address bar keyword `s` (manifest `omnibox.keyword`): `s <words>` suggests the user's links
 * (the popup's search: server by title, merged with local history, rate-limit aware); choosing
 * one copies its short URL and notifies; `s <http(s) URL>` + Enter shortens that URL like the
 * context menu does; `s <words>` + Enter copies the best match.
 */
import { browser } from 'wxt/browser';
import { type ApiErrorData, toApiErrorData } from '../api/errors';
import { type QuickDeps, reportFailure, shortenWithFeedback } from '../feedback';
import { listHistory } from '../history';
import { t } from '../i18n';
import { notify } from '../notify';
import { loadSettings } from '../settings';
import { findLinks } from './find-links';
import { matchHistory, mergeResults } from './match';
import { OMNIBOX_LIMIT, type OmniboxSuggestion, toSuggestions } from './omnibox-text';
import type { FoundLink } from './types';

/** Chrome parses descriptions as XML; Firefox shows them as text (WXT sets FIREFOX at build time). */
const MARKUP = !import.meta.env.FIREFOX;
const DEBOUNCE_MS = 250;

export type OmniboxOutcome =
  | { action: 'copied'; shortUrl: string; copied: boolean }
  | { action: 'shortened'; ok: boolean }
  | { action: 'none'; reason: string };

const isHttpUrl = (text: string) => /^https?:\/\/\S+$/i.test(text);

/**
 * Short URLs suggested in this worker's life: Enter on one copies it even when it is not in this
 * browser's history (any other URL is shortened).
 */
const suggested = new Set<string>();

/** History matches merged with the server's (by title); history alone, with the error, when it fails. */
async function searchLinks(
  query: string,
  deps: QuickDeps,
): Promise<{ links: FoundLink[]; error?: ApiErrorData }> {
  const local = matchHistory(await listHistory(), query, OMNIBOX_LIMIT);
  try {
    const { links } = await findLinks(await deps.getApi(), { query, searchIn: 'title' });
    return { links: mergeResults(local, links, OMNIBOX_LIMIT) };
  } catch (error) {
    return { links: local, error: toApiErrorData(error) };
  }
}

export async function omniboxSuggestions(text: string, deps: QuickDeps): Promise<OmniboxSuggestion[]> {
  const query = text.trim();
  if (query === '' || isHttpUrl(query)) return [];
  const suggestions = toSuggestions((await searchLinks(query, deps)).links, MARKUP);
  for (const suggestion of suggestions) suggested.add(suggestion.content);
  return suggestions;
}

/** Copies and says so (notifications on); a refused copy says to copy by hand, with the URL. */
async function copyWithFeedback(shortUrl: string, deps: QuickDeps): Promise<OmniboxOutcome> {
  const copied = await deps.copy(shortUrl).then(
    () => true,
    () => false,
  );
  if ((await loadSettings()).notifications) {
    await notify(
      t(copied ? 'notify_copied_title' : 'notify_error_title'),
      copied ? shortUrl : t('notify_copy_failed', shortUrl),
    );
  }
  return { action: 'copied', shortUrl, copied };
}

/** Enter in the address bar: a suggestion (its short URL), a URL to shorten, or words. */
export async function omniboxEnter(text: string, deps: QuickDeps): Promise<OmniboxOutcome> {
  const input = text.trim();
  if (input === '') return { action: 'none', reason: 'empty' };
  if (isHttpUrl(input)) {
    const known = suggested.has(input) || (await listHistory()).some((entry) => entry.shortUrl === input);
    if (known) return copyWithFeedback(input, deps);
    return { action: 'shortened', ok: (await shortenWithFeedback(input, deps)).ok };
  }
  const { links, error } = await searchLinks(input, deps);
  const best = links[0];
  if (best) return copyWithFeedback(best.shortUrl, deps);
  if (error) await reportFailure(error);
  else await notify(t('notify_error_title'), t('find_none', input));
  return { action: 'none', reason: error?.code ?? 'no match' };
}

export function registerOmnibox(deps: QuickDeps): void {
  const { omnibox } = browser;
  if (!omnibox) return; // Firefox for Android has no address bar API.
  omnibox.setDefaultSuggestion({ description: t('omnibox_default') });
  let latest = 0;
  omnibox.onInputChanged.addListener((text, suggest) => {
    // One server search per settled input, as in the popup: keystrokes come faster than answers.
    const turn = ++latest;
    setTimeout(async () => {
      if (turn !== latest) return;
      const suggestions = await omniboxSuggestions(text, deps);
      if (turn === latest) suggest(suggestions);
    }, DEBOUNCE_MS);
  });
  omnibox.onInputEntered.addListener((text) => void omniboxEnter(text, deps));
}
