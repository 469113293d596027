// biome-ignore-all lint/a11y/noRedundantRoles: below 960 px CSS turns the rows into cards (display block/flex), which drops a table's implicit roles in some browsers; the explicit ones keep it a table for assistive technology.

import type { Website } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import { zoneLabel } from '../../stats/clock';
import { WebsiteRow } from './WebsiteRow';
import type { VisitorsDashboard } from './WeekVisitorsCell';

/** `code`: the website's tracking code. */
export type WebsiteAction = 'edit' | 'code' | 'delete';

interface WebsitesTableProps {
  websites: readonly Website[];
  busy: boolean;
  onAction: (action: WebsiteAction, website: Website) => void;
  /** Each row's visitors over 7 days; null: not shown (a server without statistics). */
  dashboard?: VisitorsDashboard | null;
}

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
      <WebsitesTableHead dashboard={dashboard} />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation; the targets are buttons, which a keyboard activates with a click. */}
      <tbody role="rowgroup" onClick={onClick}>
        {websites.map((website) => (
          <WebsiteRow key={website.id} website={website} dashboard={dashboard} />
        ))}
      </tbody>
    </table>
  );
}

/** The column names; Visitors only when the server has statistics. */
function WebsitesTableHead({ dashboard }: { dashboard: VisitorsDashboard | null }) {
  return (
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
  );
}
