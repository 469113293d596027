import { useState } from 'preact/hooks';
import { CopyButton } from '../../../../components/CopyButton';
import { hostOf } from '../../../shared/find-link/match';
import { t } from '../../../shared/i18n';
import type { HistoryEntry } from '../../../shared/protocol';
import { openStatsTab } from '../../manager/stats/route';
import { LinkText } from '../result/LinkText';
import { recentOpen, rememberRecentOpen } from './recent-open';
import './recent-links.css';

interface RecentLinksProps {
  entries: HistoryEntry[];
}

/**
 * The last short links made in this browser (alias, destination host, clicks, Copy), nothing at
 * all when there are none (the way to the manager is in the header). The worker checked them
 * with the server before the popup got them (history.list's `check`: one list request, which
 * gives the click counts too): a link gone is not among them, a renamed one has its new short
 * URL. A disclosure, closed until the person opens it (then remembered): on a first screen of
 * 600 px the form and the tab's own site come first. LinkText's classes are styled by
 * find-link.css, which loads with the search at the same moment.
 */
export function RecentLinks({ entries }: RecentLinksProps) {
  const [open] = useState(recentOpen);

  if (entries.length === 0) return null;
  // One alias on two short domains: each says its domain, else the two lines look the same.
  const shared = new Set(entries.map((e) => e.alias).filter((alias, i, all) => all.indexOf(alias) !== i));
  return (
    <section class="recent" aria-labelledby="recent-heading">
      <details
        open={open}
        onToggle={(event) => rememberRecentOpen((event.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>
          <h2 id="recent-heading">{t('popup_recent')}</h2>
        </summary>
        <ul>
          {entries.map((entry) => (
            <li key={entry.shortUrl}>
              <LinkText
                alias={entry.alias}
                shortHost={shared.has(entry.alias) ? hostOf(entry.shortUrl) : undefined}
                url={entry.url}
                clicks={entry.clicks}
              />
              <CopyButton
                text={entry.shortUrl}
                label={t('popup_copyRecent', entry.alias)}
                class="button-small"
              >
                {t('popup_copy')}
              </CopyButton>
              <button
                type="button"
                class="button-small"
                aria-label={t('stats_named', entry.alias)}
                onClick={() => openStatsTab('links', entry.id, '30d')}
              >
                {t('stats_title')}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
