// biome-ignore-all lint/a11y/noRedundantRoles: below 960 px CSS turns the rows into cards (display block/flex), which drops a table's implicit roles in some browsers; the explicit ones keep it a table for assistive technology.

import type { Website } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import { zoneLabel } from '../../stats/clock';
import { SelectPageHeader } from '../SelectPageHeader';
import { WebsiteRow } from './WebsiteRow';
import type { VisitorsDashboard } from './WeekVisitorsCell';

/** `code`: the website's tracking code. */
export type WebsiteAction = 'edit' | 'code' | 'delete';

interface WebsitesTableProps {
  websites: readonly Website[];
  /** The ticked rows, by id. */
  selected: ReadonlyMap<number, unknown>;
  onSelect: (ids: number[], selected: boolean) => void;
  busy: boolean;
  onAction: (action: WebsiteAction, website: Website) => void;
  /** Each row's visitors over 7 days; null: not shown (a server without statistics). */
  dashboard?: VisitorsDashboard | null;
}

/**
 * One row per website; one delegated listener for the row buttons and one for the row
 * checkboxes (rows stay cheap).
 */
export function WebsitesTable(props: WebsitesTableProps) {
  const { websites, selected, onSelect, busy, onAction, dashboard = null } = props;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-action]');
    const website = button && websites.find((w) => w.id === Number(button.dataset.id));
    if (website) onAction(button.dataset.action as WebsiteAction, website);
  };
  const onChange = (event: Event) => {
    const box = event.target as HTMLInputElement;
    if (box.dataset.id) onSelect([Number(box.dataset.id)], box.checked);
  };
  return (
    <table class="records websites-table" role="table" aria-busy={busy}>
      <caption class="visually-hidden">{t('manager_websitesCaption')}</caption>
      <WebsitesTableHead dashboard={dashboard} websites={websites} selected={selected} onSelect={onSelect} />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation; the targets are buttons, which a keyboard activates with a click. */}
      <tbody role="rowgroup" onClick={onClick} onChange={onChange}>
        {websites.map((website) => (
          <WebsiteRow
            key={website.id}
            website={website}
            dashboard={dashboard}
            selected={selected.has(website.id)}
          />
        ))}
      </tbody>
    </table>
  );
}

/** Select all on this page, the column names; Visitors only when the server has statistics. */
function WebsitesTableHead({
  dashboard,
  websites,
  selected,
  onSelect,
}: Pick<WebsitesTableProps, 'websites' | 'selected' | 'onSelect'> & { dashboard: VisitorsDashboard | null }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        <SelectPageHeader
          ids={websites.map((site) => site.id)}
          isSelected={(id) => selected.has(id)}
          onSelect={onSelect}
        />
        <th scope="col" role="columnheader" class="col-host">
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
