import { t } from '../../shared/i18n';

interface SelectPageHeaderProps {
  /** The ids of the rows on this page. */
  ids: readonly number[];
  isSelected: (id: number) => boolean;
  onSelect: (ids: number[], selected: boolean) => void;
}

/**
 * The "Select all on this page" header cell of a list that can be ticked: ticked when every row
 * of the page is, half-ticked when some are, and disabled on an empty page (nothing to tick).
 * Links and websites share it, so both lists select the same way. Its words show only when the
 * rows are cards (manager.css): above a table its column says what it is; alone above cards, a
 * bare checkbox would not.
 */
export function SelectPageHeader({ ids, isSelected, onSelect }: SelectPageHeaderProps) {
  const all = ids.length > 0 && ids.every(isSelected);
  const some = !all && ids.some(isSelected);
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept explicit, as in the tables that turn into cards.
    <th scope="col" role="columnheader" class="col-select">
      <label class="select-page">
        <input
          type="checkbox"
          checked={all}
          indeterminate={some}
          disabled={ids.length === 0}
          onChange={(event) => onSelect([...ids], event.currentTarget.checked)}
        />
        <span class="select-page-text">{t('manager_selectPage')}</span>
      </label>
    </th>
  );
}
