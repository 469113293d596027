// biome-ignore-all lint/a11y/noRedundantRoles: below 960 px CSS turns the rows into cards (display block/flex), which drops a table's implicit roles in some browsers; the explicit ones keep it a table for assistive technology.
import type { Website } from '../../lib/api/schemas';
import { t } from '../../lib/shared/i18n';
import { unicodeHost } from '../../lib/shared/idn';

/** `code`: the website's tracking code (issue 27). */
export type WebsiteAction = 'edit' | 'code' | 'delete';

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
    <table class="records websites-table" role="table" aria-busy={busy}>
      <caption class="visually-hidden">{t('manager_websitesCaption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {t('manager_colHost')}
          </th>
          <th scope="col" role="columnheader">
            {t('manager_colPrivacy')}
          </th>
          <th scope="col" role="columnheader">
            {t('manager_colEmail')}
          </th>
          <th scope="col" role="columnheader">
            {t('manager_colBots')}
          </th>
          <th scope="col" role="columnheader" class="num">
            {t('manager_colIps')}
          </th>
          <th scope="col" role="columnheader">
            {t('manager_colActions')}
          </th>
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation; the targets are buttons, which a keyboard activates with a click. */}
      <tbody role="rowgroup" onClick={onClick}>
        {websites.map((website) => {
          // Shown and announced in Unicode (issue 26); the server keeps the ASCII host.
          const host = unicodeHost(website.host);
          return (
            <tr key={website.id} role="row">
              <td role="cell">{host}</td>
              {/* data-label: the column's name before the value when the rows are cards (manager.css). */}
              <td role="cell" data-label={t('manager_colPrivacy')}>
                {t(`manager_privacy_${website.privacy}`)}
              </td>
              <td role="cell" data-label={t('manager_colEmail')}>
                {yesNo(website.emailReports)}
              </td>
              <td role="cell" data-label={t('manager_colBots')}>
                {yesNo(website.excludeBots)}
              </td>
              <td role="cell" class="num" data-label={t('manager_colIps')}>
                {website.excludeIps.length}
              </td>
              <td role="cell" class="actions">
                <a
                  class="button button-small"
                  href={`#websites/${website.id}/stats`}
                  aria-label={t('stats_named', host)}
                >
                  {t('stats_title')}
                </a>
                <button
                  type="button"
                  class="button-small"
                  data-action="edit"
                  data-id={website.id}
                  aria-label={t('manager_editNamed', host)}
                >
                  {t('manager_edit')}
                </button>
                <button
                  type="button"
                  class="button-small"
                  data-action="code"
                  data-id={website.id}
                  aria-label={t('trackingCode_named', host)}
                >
                  {t('trackingCode_title')}
                </button>
                <button
                  type="button"
                  class="button-small"
                  data-action="delete"
                  data-id={website.id}
                  aria-label={t('manager_deleteNamed', host)}
                >
                  {t('manager_delete')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
