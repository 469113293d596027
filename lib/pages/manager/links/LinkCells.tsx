/**
 * The texts of a link row. The scheme ("https://") is in the text, for copy-paste, screen
 * readers and the e2e tests that read cells, but visually hidden: what a reader scans for is the
 * host and, for a short link, the alias. Hosts show in Unicode (unicodeUrl); Copy and
 * the links still use the ASCII URL.
 */

import { unicodeUrl } from '../../idn';

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

function splitScheme(url: string): [scheme: string, rest: string] {
  const scheme = SCHEME.exec(url)?.[0] ?? '';
  return [scheme, url.slice(scheme.length)];
}

/** `sho.rt/` muted, then the alias in bold; a long alias wraps over three lines at most, whole in the title. */
export function LinkCell({ shortUrl, alias }: { shortUrl: string; alias: string }) {
  const [scheme, rest] = splitScheme(unicodeUrl(shortUrl));
  const cut = rest.endsWith(alias) ? rest.length - alias.length : rest.lastIndexOf('/') + 1;
  return (
    <span class="short-link" title={unicodeUrl(shortUrl)}>
      <span class="visually-hidden">{scheme}</span>
      <span class="short-domain">{rest.slice(0, cut)}</span>
      <strong class="short-alias">{rest.slice(cut)}</strong>
    </span>
  );
}

/** Host and path, muted, cut with an ellipsis; the whole URL in the tooltip. */
export function UrlText({ url }: { url: string }) {
  const shown = unicodeUrl(url);
  const [scheme, rest] = splitScheme(shown);
  return (
    <span class="truncate url-text" title={shown}>
      <span class="visually-hidden">{scheme}</span>
      {rest}
    </span>
  );
}
