// biome-ignore-all lint/a11y/noRedundantRoles: below 900 px CSS turns the rows into cards (display block/flex), which drops a table's implicit roles in some browsers; the explicit ones keep it a table for assistive technology.

import { Icon, type IconName } from '../../../../components/icons/Icon';
import type { LinkSort } from '../../../api/enums';
import type { Link } from '../../../api/schemas';
import { formatDate as formatDay, formatNumber } from '../../../shared/format';
import { t, tCount } from '../../../shared/i18n';
import { RowActionButton } from '../RowActionButton';
import { SelectPageHeader } from '../SelectPageHeader';
import { SortHeader } from '../SortHeader';
import { LinkCell, UrlText } from './LinkCells';
import { linkStatus } from './link-status';

export type LinkAction = 'copy' | 'qr' | 'edit' | 'toggle' | 'delete';

interface LinksTableProps {
  links: readonly Link[];
  selected: ReadonlySet<number>;
  /** Show the Disable/Enable toggle (servers with the disabled flag). */
  canDisable: boolean;
  busy: boolean;
  now: number;
  /** The list's order, shown on the Clicks and Created headers (the Sort select holds it too). */
  sort: LinkSort;
  onSort: (sort: LinkSort) => void;
  onAction: (action: LinkAction, link: Link) => void;
  onSelect: (ids: number[], selected: boolean) => void;
}

function formatDate(iso: string | null): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '' : formatDay(time);
}

/**
 * One row per link; the short link's domain shows in the link cell itself (no column of its own,
 * as in Bitly's and Dub's tables, which leaves the destination room). below 900 px wide the same rows show as cards (manager.css). The explicit
 * roles keep the table's semantics when CSS turns its rows into blocks. Rows hold no state,
 * effects or closures of their own: the buttons carry data-action/data-id and one listener on
 * the table handles them all, so a page of 100 rows stays cheap to render.
 */
export function LinksTable(props: LinksTableProps) {
  const { links, selected, canDisable, now, onSelect } = props;
  const byId = new Map(links.map((link) => [link.id, link]));

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-action]');
    const link = button && byId.get(Number(button.dataset.id));
    if (link) props.onAction(button.dataset.action as LinkAction, link);
  };
  const onChange = (event: Event) => {
    const box = event.target as HTMLInputElement;
    if (box.dataset.id) onSelect([Number(box.dataset.id)], box.checked);
  };

  return (
    <table class="records links-table" role="table" aria-busy={props.busy}>
      <caption class="visually-hidden">{t('manager_linksCaption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <SelectPageHeader
            ids={links.map((link) => link.id)}
            isSelected={(id) => selected.has(id)}
            onSelect={onSelect}
          />
          <th scope="col" role="columnheader" class="col-link">
            {t('manager_colShortUrl')}
          </th>
          <th scope="col" role="columnheader">
            {t('manager_colDestination')}
          </th>
          <th scope="col" role="columnheader">
            {t('manager_colTitle')}
          </th>
          <SortHeader
            class="col-clicks num"
            label={t('manager_colClicks')}
            sort={props.sort}
            orders={['fewest_clicks', 'most_clicks']}
            onSort={props.onSort}
          />
          <th scope="col" role="columnheader" class="col-status">
            {t('manager_colStatus')}
          </th>
          <th scope="col" role="columnheader" class="col-space">
            {t('manager_colSpace')}
          </th>
          <SortHeader
            class="col-created"
            label={t('manager_colCreated')}
            sort={props.sort}
            orders={['oldest', 'newest']}
            onSort={props.onSort}
          />
          <th scope="col" role="columnheader" class="col-actions">
            <span class="visually-hidden">{t('manager_colActions')}</span>
          </th>
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation; the targets are buttons, which a keyboard activates with a click. */}
      <tbody role="rowgroup" onClick={onClick} onChange={onChange}>
        {links.map((link) => (
          <LinkRow
            key={link.id}
            link={link}
            selected={selected.has(link.id)}
            canDisable={canDisable}
            now={now}
          />
        ))}
      </tbody>
    </table>
  );
}

interface LinkRowProps {
  link: Link;
  selected: boolean;
  canDisable: boolean;
  now: number;
}

type Key = Parameters<typeof t>[0];

function LinkRow({ link, selected, canDisable, now }: LinkRowProps) {
  const { id, alias } = link;
  const status = linkStatus(link, now);
  const iconButton = (action: LinkAction, nameKey: Key, icon: IconName) => (
    <RowActionButton action={action} id={id} name={t(nameKey, alias)} icon={icon} />
  );
  const toggle = link.disabled
    ? iconButton('toggle', 'manager_enableNamed', 'enable')
    : iconButton('toggle', 'manager_disableNamed', 'disable');
  return (
    // tabIndex -1: j/k move the focus from row to row (useManagerShortcuts); Tab skips rows.
    <tr role="row" tabIndex={-1} data-id={id} class={selected ? 'selected' : undefined}>
      <td role="cell" class="col-select">
        <input type="checkbox" data-id={id} checked={selected} aria-label={t('manager_selectNamed', alias)} />
      </td>
      <td role="cell" class="col-link">
        <LinkCell shortUrl={link.shortUrl} alias={alias} />
      </td>
      <td role="cell" class="col-destination">
        <UrlText url={link.url} />
      </td>
      <td role="cell" class="col-title">
        {link.title && <span class="truncate">{link.title}</span>}
      </td>
      <td role="cell" class="col-clicks num" data-label={tCount('manager_clicksUnit', link.clicks)}>
        {/* As the popup writes it: "4,953", "4.953" in German. */}
        {formatNumber(link.clicks)}
      </td>
      <td role="cell" class="col-status">
        <span class={`badge badge-${status}`}>{t(`manager_status_${status}`)}</span>
      </td>
      <td role="cell" class="col-space meta">
        {link.space?.name}
      </td>
      <td role="cell" class="col-created meta nowrap">
        {formatDate(link.createdAt)}
      </td>
      <td role="cell" class="col-actions">
        <div class="actions">
          <button
            type="button"
            class="button-small copy-action"
            data-action="copy"
            data-id={id}
            aria-label={t('manager_copyNamed', alias)}
            title={t('manager_copyNamed', alias)}
          >
            <Icon name="copy" size={14} />
            {t('manager_copy')}
          </button>
          {iconButton('qr', 'manager_qrNamed', 'qr')}
          <a
            class="icon-button"
            href={link.shortUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('manager_openNamed', alias)}
            title={t('manager_openNamed', alias)}
          >
            <Icon name="open" />
          </a>
          <a
            class="icon-button"
            href={`#links/${id}/stats`}
            aria-label={t('stats_named', alias)}
            title={t('stats_named', alias)}
          >
            <Icon name="stats" />
          </a>
          {iconButton('edit', 'manager_editNamed', 'edit')}
          {canDisable && toggle}
          {iconButton('delete', 'manager_deleteNamed', 'delete')}
        </div>
      </td>
    </tr>
  );
}
