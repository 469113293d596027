/**
 * What the address bar shows for a found link. Chrome reads a suggestion's description as XML
 * (`<match>`, `<dim>`, `<url>`; a bare `&` or `<` from a title breaks it, and Chrome then drops
 * the suggestion), Firefox shows the description as plain text (tags would appear literally).
 */
import { t } from '../i18n';
import { hostOf } from './match';
import type { FoundLink } from './types';

export const OMNIBOX_LIMIT = 6;

/** "1 click", "12 clicks" (the i18n API has no plurals: one message for one, one for the rest). */
export function clicksText(clicks: number): string {
  return clicks === 1 ? t('find_oneClick') : t('find_clicks', String(clicks));
}

export interface OmniboxSuggestion {
  /** What the address bar puts in the input, and what onInputEntered receives: the short URL. */
  content: string;
  description: string;
}

/** The five XML specials as numeric references (`&#38;`): valid XML, and fewer bytes than a table. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `alias — host · 12 clicks`, with Chrome's markup when `markup` (escaped), plain otherwise. */
export function describeLink(link: FoundLink, markup: boolean): string {
  const host = hostOf(link.url);
  const clicks = link.clicks === null ? '' : ` · ${clicksText(link.clicks)}`;
  if (!markup) return `${link.alias} — ${host}${clicks}`;
  return `<match>${escapeXml(link.alias)}</match> — <url>${escapeXml(host)}</url><dim>${escapeXml(clicks)}</dim>`;
}

export function toSuggestions(links: readonly FoundLink[], markup: boolean): OmniboxSuggestion[] {
  return links
    .slice(0, OMNIBOX_LIMIT)
    .map((link) => ({ content: link.shortUrl, description: describeLink(link, markup) }));
}
