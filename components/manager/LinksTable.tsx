import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { linkStatus } from '../../lib/manager/link-status';

export type LinkAction = 'copy' | 'qr' | 'edit' | 'toggle' | 'delete';

interface LinksTableProps {
  links: readonly Link[];
  selected: ReadonlySet<number>;
  /** Show the Disable/Enable toggle (servers with the disabled flag). */
  canDisable: boolean;
  busy: boolean;
  now: number;
  onAction: (action: LinkAction, link: Link) => void;
  onSelect: (ids: number[], selected: boolean) => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function formatDate(iso: string | null): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}

/**
 * One row per link. Rows hold no state, effects or closures of their own: the buttons carry
 * data-action/data-id and one listener on the table handles them all, so a page of 100 rows
 * stays cheap to render and to re-render when the selection changes.
 */
export function LinksTable({ links, selected, canDisable, busy, now, onAction, onSelect }: LinksTableProps) {
  const byId = new Map(links.map((link) => [link.id, link]));
  const allSelected = links.length > 0 && links.every((link) => selected.has(link.id));
  const someSelected = !allSelected && links.some((link) => selected.has(link.id));

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-action]');
    const link = button && byId.get(Number(button.dataset.id));
    if (link) onAction(button.dataset.action as LinkAction, link);
  };
  const onChange = (event: Event) => {
    const box = event.target as HTMLInputElement;
    if (box.dataset.id) onSelect([Number(box.dataset.id)], box.checked);
  };

  return (
    <table class="records links-table" aria-busy={busy}>
      <caption class="visually-hidden">{t('manager_linksCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" class="col-select">
            <input
              type="checkbox"
              aria-label={t('manager_selectPage')}
              checked={allSelected}
              indeterminate={someSelected}
              disabled={links.length === 0}
              onChange={(event) =>
                onSelect(
                  links.map((link) => link.id),
                  event.currentTarget.checked,
                )
              }
            />
          </th>
          <th scope="col">{t('manager_colShortUrl')}</th>
          <th scope="col">{t('manager_colDestination')}</th>
          <th scope="col">{t('manager_colTitle')}</th>
          <th scope="col" class="num">
            {t('manager_colClicks')}
          </th>
          <th scope="col">{t('manager_colStatus')}</th>
          <th scope="col">{t('manager_colSpace')}</th>
          <th scope="col">{t('manager_colDomain')}</th>
          <th scope="col">{t('manager_colCreated')}</th>
          <th scope="col">{t('manager_colActions')}</th>
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation; the targets are buttons, which a keyboard activates with a click. */}
      <tbody onClick={onClick} onChange={onChange}>
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

function LinkRow({ link, selected, canDisable, now }: LinkRowProps) {
  const { id, alias } = link;
  const status = linkStatus(link, now);
  const button = (action: LinkAction, nameKey: Parameters<typeof t>[0], textKey: Parameters<typeof t>[0]) => (
    <button
      type="button"
      class="button-small"
      data-action={action}
      data-id={id}
      aria-label={t(nameKey, alias)}
    >
      {t(textKey)}
    </button>
  );
  return (
    <tr class={selected ? 'selected' : undefined}>
      <td class="col-select">
        <input type="checkbox" data-id={id} checked={selected} aria-label={t('manager_selectNamed', alias)} />
      </td>
      <td class="short-url">
        <span class="truncate">{link.shortUrl}</span>
      </td>
      <td>
        <span class="truncate" title={link.url}>
          {link.url}
        </span>
      </td>
      <td>
        <span class="truncate">{link.title ?? ''}</span>
      </td>
      <td class="num">{link.clicks}</td>
      <td>
        <span class={`badge badge-${status}`}>{t(`manager_status_${status}`)}</span>
      </td>
      <td>{link.space?.name ?? ''}</td>
      <td>{link.domain?.name ?? ''}</td>
      <td class="nowrap">{formatDate(link.createdAt)}</td>
      <td class="actions">
        {button('copy', 'manager_copyNamed', 'manager_copy')}
        {button('qr', 'manager_qrNamed', 'manager_qr')}
        <a
          class="button button-small"
          href={link.shortUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('manager_openNamed', alias)}
        >
          {t('manager_open')}
        </a>
        {button('edit', 'manager_editNamed', 'manager_edit')}
        {canDisable &&
          (link.disabled
            ? button('toggle', 'manager_enableNamed', 'manager_enable')
            : button('toggle', 'manager_disableNamed', 'manager_disable'))}
        {button('delete', 'manager_deleteNamed', 'manager_delete')}
      </td>
    </tr>
  );
}
