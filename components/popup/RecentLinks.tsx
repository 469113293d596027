import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n';
import type { HistoryEntry } from '../../lib/protocol';
import { CopyButton } from '../CopyButton';

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

/** The last short links made in this browser, each with a copy button, and the way to the manager. */
export function RecentLinks({ entries }: RecentLinksProps) {
  return (
    <section class="recent" aria-labelledby="recent-heading">
      <h2 id="recent-heading">{t('popup_recent')}</h2>
      {entries.length > 0 && (
        <ul>
          {entries.map((entry) => (
            <li key={entry.shortUrl}>
              <span class="recent-url" title={entry.url}>
                {entry.shortUrl.replace(/^https?:\/\//, '')}
              </span>
              <CopyButton
                text={entry.shortUrl}
                label={t('popup_copyRecent', entry.alias)}
                class="button-small"
              >
                {t('popup_copy')}
              </CopyButton>
            </li>
          ))}
        </ul>
      )}
      <a href="/manager.html" onClick={openManager}>
        {t('popup_openManager')}
      </a>
    </section>
  );
}
