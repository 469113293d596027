import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n';
import type { HistoryEntry } from '../../lib/protocol';
import { send } from '../../lib/rpc';
import type { LinkClicks } from '../../lib/search/find-links';
import { CopyButton } from '../CopyButton';
import { LinkText } from './LinkText';

interface RecentLinksProps {
  entries: HistoryEntry[];
}

// WXT types getURL with the pages it has built; the manager page is another entrypoint.
const pageUrl = browser.runtime.getURL as (path: string) => string;

const openManager = (event: Event) => {
  event.preventDefault();
  void browser.tabs.create({ url: pageUrl('/manager.html') });
  window.close();
};

/**
 * Asked once per popup, whatever re-renders: one list request for all the recent links' click
 * counts (never one per link). A failure leaves the counts out; the links are still there.
 */
let clicksRead: Promise<LinkClicks[]> | null = null;
const readClicks = () => {
  clicksRead ??= send('history.clicks', undefined).then((answer) => (answer.ok ? answer.value : []));
  return clicksRead;
};

/**
 * The last short links made in this browser (alias, destination host, clicks, Copy), nothing at
 * all when there are none, and the way to the manager. The link-* classes are styled by
 * find-link.css, which loads with the search at the same moment (the popup's budget has no
 * room for one more stylesheet request in its import map).
 */
export function RecentLinks({ entries }: RecentLinksProps) {
  const [clicks, setClicks] = useState<LinkClicks[]>([]);
  const hasEntries = entries.length > 0;
  useEffect(() => {
    if (hasEntries) void readClicks().then(setClicks);
  }, [hasEntries]);

  const manager = (
    <a href="/manager.html" onClick={openManager} class="recent-manager">
      {t('popup_openManager')}
    </a>
  );
  if (!hasEntries) return manager;
  return (
    <section class="recent" aria-labelledby="recent-heading">
      <h2 id="recent-heading">{t('popup_recent')}</h2>
      <ul>
        {entries.map((entry) => {
          const count = clicks.find((known) => known.id === entry.id)?.clicks;
          return (
            <li key={entry.shortUrl}>
              <LinkText alias={entry.alias} url={entry.url} clicks={count} />
              <CopyButton
                text={entry.shortUrl}
                label={t('popup_copyRecent', entry.alias)}
                class="button-small"
              >
                {t('popup_copy')}
              </CopyButton>
            </li>
          );
        })}
      </ul>
      {manager}
    </section>
  );
}
