import { useEffect, useState } from 'preact/hooks';
import { CopyButton } from '../../../../components/CopyButton';
import { hostOf } from '../../../shared/find-link/match';
import { t } from '../../../shared/i18n';
import type { HistoryEntry } from '../../../shared/protocol';
import { type RecentCheck, recentClicks } from '../../find-link/recent-clicks';
import { openStatsTab } from '../../manager/stats/route';
import { LinkText } from '../result/LinkText';
import { recentOpen, rememberRecentOpen } from './recent-open';
import './recent-links.css';

interface RecentLinksProps {
  entries: HistoryEntry[];
}

/**
 * Asked once per popup, whatever re-renders: one list request for all the recent links' click
 * counts (never one per link), which also tells the links deleted since. A failure leaves the
 * counts out; the links are still there.
 */
let clicksRead: Promise<RecentCheck> | null = null;
const readClicks = (entries: HistoryEntry[]) => {
  clicksRead ??= recentClicks(entries);
  return clicksRead;
};

/**
 * The last short links made in this browser (alias, destination host, clicks, Copy), nothing at
 * all when there are none (the way to the manager is in the header). A link the server no longer
 * has leaves the list as soon as the check says so: its short URL leads nowhere. A disclosure,
 * closed until the person opens it (then remembered): on a first screen of 600 px the form and
 * the tab's own site come first. LinkText's classes are styled by find-link.css, which loads with
 * the search at the same moment.
 */
export function RecentLinks({ entries }: RecentLinksProps) {
  const [{ clicks, deleted }, setCheck] = useState<RecentCheck>({ clicks: [], deleted: [] });
  const [open] = useState(recentOpen);
  const hasEntries = entries.length > 0;
  useEffect(() => {
    if (hasEntries) void readClicks(entries).then(setCheck);
  }, [hasEntries]);

  const listed = entries.filter((entry) => !deleted.includes(entry.id));
  if (listed.length === 0) return null;
  // One alias on two short domains: each says its domain, else the two lines look the same.
  const shared = new Set(listed.map((e) => e.alias).filter((alias, i, all) => all.indexOf(alias) !== i));
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
          {listed.map((entry) => (
            <li key={entry.shortUrl}>
              <LinkText
                alias={entry.alias}
                shortHost={shared.has(entry.alias) ? hostOf(entry.shortUrl) : undefined}
                url={entry.url}
                clicks={clicks.find((known) => known.id === entry.id)?.clicks}
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
