import { useEffect, useState } from 'preact/hooks';
import type { Link } from '../../lib/api/schemas';
import { openStatsTab } from '../../lib/pages/manager/stats/route';
import { pageLinksOf } from '../../lib/pages/popup/page-links';
import { t } from '../../lib/shared/i18n';
import { clicksText } from '../../lib/shared/search/omnibox-text';
import { CopyButton } from '../CopyButton';
import './already-shortened.css';

interface AlreadyShortenedProps {
  /** The target tab's URL. */
  url: string;
  sending: boolean;
  /** A new short link for the form's values, even when reuse-existing would hand out one of these. */
  onShortenAgain: () => void;
}

/** Short URLs are read without their scheme: `sho.rt/docs`. */
const shown = (shortUrl: string) => shortUrl.replace(/^https?:\/\//, '');

/**
 * "Already shortened" (issue 27): the account's short links to the tab's page, first in the
 * popup, each with its clicks, Copy and Statistics, and "Shorten again" for a new one from the
 * form below. Loaded after the popup is usable; nothing at all until the worker answers, and
 * nothing when the page has none or was not looked up (rate limit, a short domain's page).
 */
export function AlreadyShortened({ url, sending, onShortenAgain }: AlreadyShortenedProps) {
  const [links, setLinks] = useState<Link[]>([]);
  useEffect(() => pageLinksOf(url, setLinks), [url]);
  if (links.length === 0) return null;
  return (
    <section class="already" aria-labelledby="already-heading">
      <div class="already-head">
        <h2 id="already-heading">{t('page_alreadyShortened')}</h2>
        <button type="button" class="button-small" disabled={sending} onClick={onShortenAgain}>
          {t('page_shortenAgain')}
        </button>
      </div>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <span class="already-text">
              <b class="already-url">{shown(link.shortUrl)}</b>
              <span class="already-clicks">{clicksText(link.clicks)}</span>
            </span>
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
        ))}
      </ul>
    </section>
  );
}
