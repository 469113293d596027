import { t } from '../../lib/i18n';
import type { HistoryEntry } from '../../lib/protocol';
import { CopyButton } from '../CopyButton';
import './recent-links.css';

interface RecentLinksProps {
  entries: HistoryEntry[];
}

/** The last short links made in this browser, each with a copy button (the way to the manager is in the header). */
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
    </section>
  );
}
