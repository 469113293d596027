import { useEffect, useState } from 'preact/hooks';
import { CopyButton } from '../../../../components/CopyButton';
import type { Link } from '../../../api/schemas';
import { t, tCount } from '../../../shared/i18n';
import type { LinkFormValue } from '../../../shared/link-form';
import { pageSearchTerm } from '../../../shared/page-search';
import type { PublicSettings } from '../../../shared/settings/schema';
import { type LinkStatus, linkStatus } from '../../manager/links/link-status';
import { openManagerTab, openStatsTab } from '../../manager/stats/route';
import { pageLinksOf } from './page-links';
import { shortUrlParts } from './short-url-parts';
import { shortenReuses } from './shorten-reuses';
import './already-shortened.css';

interface AlreadyShortenedProps {
  /** The target tab's URL. */
  url: string;
  sending: boolean;
  /** A new short link for the form's values, even when reuse-existing would hand out one of these. */
  onShortenAgain: () => void;
  /** The form below and the settings: whether its Shorten hands out one of these links. */
  form: LinkFormValue;
  settings: Pick<PublicSettings, 'reuseExisting' | 'defaultDomain'>;
  /** Told whenever that changes, so the popup can say so beside Shorten. */
  onReuses: (reuses: boolean) => void;
}

/** The most links listed: the form stays in view; the rest are one click away in the manager. */
export const SHOWN_LINKS = 3;

/** What follows the short domain: the clicks, and the status when the link no longer redirects. */
export function metaParts(link: Pick<Link, 'clicks'>, status: LinkStatus): string[] {
  const clicks = tCount('find_clicks', link.clicks);
  return status === 'active' ? [clicks] : [clicks, t(`manager_status_${status}`)];
}

/**
 * A link as the popup's other lists show one (LinkText): the alias the user chose in bold, whole
 * (on more lines if it must), over the short domain and the clicks. The domain is what gives
 * way, in its middle (short-url-parts.ts, already-shortened.css); the clicks are never cut.
 * Each part after the domain carries its separator, which the line hides when the part starts
 * a line of its own (already-shortened.css), as they do under a domain with a port.
 */
function LinkLines({ link, status }: { link: Link; status: LinkStatus }) {
  const { hostStart, hostEnd, path } = shortUrlParts(link.shortUrl);
  return (
    <span class="already-text">
      <b class="already-alias">{path.replace(/^\//, '') || link.alias}</b>
      <span class="already-meta">
        <span class="already-host">
          <span class="already-host-start">{hostStart}</span>
          {hostEnd && <span class="already-host-end">{hostEnd}</span>}
        </span>
        {metaParts(link, status).map((part) => (
          <span key={part} class="already-part">
            <span class="already-separator"> · </span>
            {part}
          </span>
        ))}
      </span>
    </span>
  );
}

/**
 * "Already shortened": the account's short links to the tab's page, first in the
 * popup, each with its clicks (and its status when it no longer redirects), Copy and Statistics,
 * and "Make a new link" for a new one from the form below (Shorten may hand out one of these:
 * the popup says so beside it). Loaded after the popup is usable;
 * nothing at all until the worker answers, and nothing when the page has none or was not looked
 * up (rate limit, a short domain's page).
 */
export function AlreadyShortened(props: AlreadyShortenedProps) {
  const { url, sending, onShortenAgain, form, settings, onReuses } = props;
  const [links, setLinks] = useState<Link[]>([]);
  useEffect(() => pageLinksOf(url, setLinks), [url]);
  const now = Date.now();
  const reuses = shortenReuses({ ...settings, form, links, now });
  useEffect(() => onReuses(reuses), [reuses]);
  if (links.length === 0) return null;
  const search = pageSearchTerm(url);
  // The links that still redirect first (in the server's order, newest first), then the others.
  const inactive = (link: Link) => (linkStatus(link, now) === 'active' ? 0 : 1);
  const listed = [...links].sort((a, b) => inactive(a) - inactive(b)).slice(0, SHOWN_LINKS);
  return (
    <section class="already" aria-labelledby="already-heading">
      <div class="already-head">
        <h2 id="already-heading">{t('page_alreadyShortened')}</h2>
        <button type="button" class="link-button" disabled={sending} onClick={onShortenAgain}>
          {t('page_makeNewLink')}
        </button>
      </div>
      <ul>
        {listed.map((link) => {
          const status = linkStatus(link, now);
          return (
            <li key={link.id}>
              <LinkLines link={link} status={status} />
              <CopyButton text={link.shortUrl} label={t('popup_copyRecent', link.alias)} class="button-small">
                {t('popup_copy')}
              </CopyButton>
              <button
                type="button"
                class="button-small"
                aria-label={t('stats_named', link.alias)}
                onClick={() => openStatsTab('links', link.id, '30d')}
              >
                {t('stats_title')}
              </button>
            </li>
          );
        })}
      </ul>
      {links.length > SHOWN_LINKS && search && (
        <button
          type="button"
          class="link-button"
          onClick={() => openManagerTab(`/manager.html#links?${new URLSearchParams({ search, by: 'url' })}`)}
        >
          {tCount('page_allInManager', links.length)}
        </button>
      )}
    </section>
  );
}
