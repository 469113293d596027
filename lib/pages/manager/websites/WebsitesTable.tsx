// biome-ignore-all lint/a11y/noRedundantRoles: below 960 px CSS turns the rows into cards (display block/flex), which drops a table's implicit roles in some browsers; the explicit ones keep it a table for assistive technology.

import { Icon } from '../../../../components/icons/Icon';
import type { Website } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import { unicodeHost } from '../../../shared/idn';
import { zoneLabel } from '../../stats/clock';
import { RowActionButton } from '../RowActionButton';
import { type VisitorsDashboard, WeekVisitorsCell } from './WeekVisitorsCell';

/** `code`: the website's tracking code. */
export type WebsiteAction = 'edit' | 'code' | 'delete';

interface WebsitesTableProps {
  websites: readonly Website[];
  busy: boolean;
  onAction: (action: WebsiteAction, website: Website) => void;
  /** Each row's visitors over 7 days; null: not shown (a server without statistics). */
  dashboard?: VisitorsDashboard | null;
}

const yesNo = (value: boolean) => t(value ? 'manager_yes' : 'manager_no');

/** One row per website; one delegated listener for the row buttons (rows stay cheap). */
export function WebsitesTable({ websites, busy, onAction, dashboard = null }: WebsitesTableProps) {
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
          {dashboard && (
            <th
              scope="col"
              role="columnheader"
              class="col-visitors"
              // Whose days the 7 are: the analytics server's clock, not the browser's or the account's.
              title={
                dashboard.clock.timeZone
                  ? t('stats_zoneNoteServer', zoneLabel(dashboard.clock.timeZone))
                  : undefined
              }
            >
              {t('manager_colVisitors')}
            </th>
          )}
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
          // Shown and announced in Unicode; the server keeps the ASCII host.
          const host = unicodeHost(website.host);
          return (
            <tr key={website.id} role="row">
              <td role="cell">{host}</td>
              {dashboard && <WeekVisitorsCell website={website} host={host} dashboard={dashboard} />}
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
              {/* Icon actions with their names in aria-label and title, as in the links table: four
                  labelled buttons took the domain's room (Tracking code made them three). */}
              <td role="cell" class="actions">
                <a
                  class="icon-button"
                  href={`#websites/${website.id}/stats`}
                  aria-label={t('stats_named', host)}
                  title={t('stats_named', host)}
                >
                  <Icon name="stats" />
                </a>
                <RowActionButton
                  action="edit"
                  id={website.id}
                  name={t('manager_editNamed', host)}
                  icon="edit"
                />
                <RowActionButton
                  action="code"
                  id={website.id}
                  name={t('trackingCode_named', host)}
                  icon="code"
                />
                <RowActionButton
                  action="delete"
                  id={website.id}
                  name={t('manager_deleteNamed', host)}
                  icon="delete"
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
