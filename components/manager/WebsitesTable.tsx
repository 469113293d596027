import type { Website } from '../../lib/api/schemas';
import { t } from '../../lib/shared/i18n';

export type WebsiteAction = 'edit' | 'delete';

interface WebsitesTableProps {
  websites: readonly Website[];
  busy: boolean;
  onAction: (action: WebsiteAction, website: Website) => void;
}

const yesNo = (value: boolean) => t(value ? 'manager_yes' : 'manager_no');

/** One row per website; one delegated listener for the row buttons (rows stay cheap). */
export function WebsitesTable({ websites, busy, onAction }: WebsitesTableProps) {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-action]');
    const website = button && websites.find((w) => w.id === Number(button.dataset.id));
    if (website) onAction(button.dataset.action as WebsiteAction, website);
  };
  return (
    <table class="records websites-table" aria-busy={busy}>
      <caption class="visually-hidden">{t('manager_websitesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('manager_colHost')}</th>
          <th scope="col">{t('manager_colPrivacy')}</th>
          <th scope="col">{t('manager_colEmail')}</th>
          <th scope="col">{t('manager_colBots')}</th>
          <th scope="col" class="num">
            {t('manager_colIps')}
          </th>
          <th scope="col">{t('manager_colActions')}</th>
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation; the targets are buttons, which a keyboard activates with a click. */}
      <tbody onClick={onClick}>
        {websites.map((website) => (
          <tr key={website.id}>
            <td>{website.host}</td>
            <td>{t(`manager_privacy_${website.privacy}`)}</td>
            <td>{yesNo(website.emailReports)}</td>
            <td>{yesNo(website.excludeBots)}</td>
            <td class="num">{website.excludeIps.length}</td>
            <td class="actions">
              <a
                class="button button-small"
                href={`#websites/${website.id}/stats`}
                aria-label={t('stats_named', website.host)}
              >
                {t('stats_title')}
              </a>
              <button
                type="button"
                class="button-small"
                data-action="edit"
                data-id={website.id}
                aria-label={t('manager_editNamed', website.host)}
              >
                {t('manager_edit')}
              </button>
              <button
                type="button"
                class="button-small"
                data-action="delete"
                data-id={website.id}
                aria-label={t('manager_deleteNamed', website.host)}
              >
                {t('manager_delete')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
