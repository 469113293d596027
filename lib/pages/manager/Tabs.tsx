import { t } from '../../shared/i18n';

/** Links between the two views; the current one is marked for assistive technology. */
export function Tabs({ view }: { view: 'links' | 'websites' | null }) {
  return (
    <nav class="tabs" aria-label={t('manager_sections')}>
      <a href="#links" aria-current={view === 'links' ? 'page' : undefined}>
        {t('manager_tabLinks')}
      </a>
      <a href="#websites" aria-current={view === 'websites' ? 'page' : undefined}>
        {t('manager_tabWebsites')}
      </a>
    </nav>
  );
}
