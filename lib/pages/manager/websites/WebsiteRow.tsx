// biome-ignore-all lint/a11y/noRedundantRoles: below 960 px CSS turns the rows into cards (display block/flex), which drops a table's implicit roles in some browsers; the explicit ones keep it a table for assistive technology.

import { Icon } from '../../../../components/icons/Icon';
import type { Website } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import { unicodeHost } from '../../idn';
import { RowActionButton } from '../RowActionButton';
import { type VisitorsDashboard, WeekVisitorsCell } from './WeekVisitorsCell';

const yesNo = (value: boolean) => t(value ? 'manager_yes' : 'manager_no');

/**
 * One website of the websites table. Its buttons and checkbox carry data-action/data-id and no
 * listener of their own: the table's listeners act for them.
 */
export function WebsiteRow({
  website,
  dashboard,
  selected,
}: {
  website: Website;
  dashboard: VisitorsDashboard | null;
  selected: boolean;
}) {
  // Shown and announced in Unicode; the server keeps the ASCII host.
  const host = unicodeHost(website.host);
  return (
    <tr role="row" class={selected ? 'selected' : undefined}>
      <td role="cell" class="col-select">
        <input
          type="checkbox"
          data-id={website.id}
          checked={selected}
          aria-label={t('manager_selectNamed', host)}
        />
      </td>
      <td role="cell" class="col-host">
        {host}
      </td>
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
      <WebsiteActionsCell id={website.id} host={host} />
    </tr>
  );
}

/**
 * Icon actions with their names in aria-label and title, as in the links table: four labelled
 * buttons took the domain's room (Tracking code made them three).
 */
function WebsiteActionsCell({ id, host }: { id: number; host: string }) {
  return (
    <td role="cell" class="actions">
      <a
        class="icon-button"
        href={`#websites/${id}/stats`}
        aria-label={t('stats_named', host)}
        title={t('stats_named', host)}
      >
        <Icon name="stats" />
      </a>
      <RowActionButton action="edit" id={id} name={t('manager_editNamed', host)} icon="edit" />
      <RowActionButton action="code" id={id} name={t('trackingCode_named', host)} icon="code" />
      <RowActionButton action="delete" id={id} name={t('manager_deleteNamed', host)} icon="delete" />
    </td>
  );
}
