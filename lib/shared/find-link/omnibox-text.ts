/**
 * What the address bar shows for a found link. Chrome reads a suggestion's description as XML
 * (`<match>`, `<dim>`, `<url>`; a bare `&` or `<` from a title breaks it, and Chrome then drops
 * the suggestion), Firefox shows the description as plain text (tags would appear literally).
 */
import { tCount } from '../i18n';
import { hostOf } from './match';
import type { FoundLink } from './types';

export const OMNIBOX_LIMIT = 6;

/** "1 click", "12 clicks". */
export function clicksText(clicks: number): string {
  return tCount('find_clicks', clicks);
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

const clicksSuffix = (link: FoundLink) => (link.clicks === null ? '' : ` · ${clicksText(link.clicks)}`);

/** Chrome's markup: `<match>alias</match> — <url>host</url><dim> · 12 clicks</dim>`, escaped. */
export function describeForChrome(link: FoundLink): string {
  const parts = [link.alias, hostOf(link.url), clicksSuffix(link)].map(escapeXml);
  return `<match>${parts[0]}</match> — <url>${parts[1]}</url><dim>${parts[2]}</dim>`;
}

/** Firefox's plain text: `alias — host · 12 clicks`. */
export function describeForFirefox(link: FoundLink): string {
  return `${link.alias} — ${hostOf(link.url)}${clicksSuffix(link)}`;
}

/**
 * At most OMNIBOX_LIMIT suggestions. The browser is known at build time (WXT's FIREFOX), so each
 * build keeps only its own describer.
 */
export function toSuggestions(
  links: readonly FoundLink[],
  describe: (link: FoundLink) => string = import.meta.env.FIREFOX ? describeForFirefox : describeForChrome,
): OmniboxSuggestion[] {
  return links
    .slice(0, OMNIBOX_LIMIT)
    .map((link) => ({ content: link.shortUrl, description: describe(link) }));
}
