import { hostOf } from '../../../shared/find-link/match';
import { clicksText } from '../../../shared/find-link/omnibox-text';
import { unicodeHost } from '../../idn';

interface LinkTextProps {
  alias: string;
  url: string;
  /** Left out when unknown. */
  clicks: number | null | undefined;
  /** The page's title, under the alias ("Find a link" searches it). */
  title?: string | null | undefined;
  /** The short domain before the alias, when the alias alone does not tell the link apart. */
  shortHost?: string | undefined;
}

/**
 * A link in a popup list (search results, recent links): the alias in bold over the
 * destination's host and the click count. A long host gives way; the count is never cut.
 * Styled by find-link.css.
 */
export function LinkText({ alias, url, clicks, title, shortHost }: LinkTextProps) {
  return (
    <span class="link-text">
      <b class="link-alias">{shortHost ? `${unicodeHost(shortHost)}/${alias}` : alias}</b>
      {title && <span class="link-title">{title}</span>}
      <span class="link-meta">
        <span class="link-host">{unicodeHost(hostOf(url))}</span>
        {clicks != null && <span class="link-clicks">{` · ${clicksText(clicks)}`}</span>}
      </span>
    </span>
  );
}
