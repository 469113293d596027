import { Icon } from '../../../components/icons/Icon';
import type { LinkSort } from '../../api/enums';

interface SortHeaderProps {
  label: string;
  class: string;
  sort: LinkSort;
  /** This column's [ascending, descending] orders among the Sort select's options. */
  orders: readonly [LinkSort, LinkSort];
  onSort: (sort: LinkSort) => void;
}

/**
 * A column header that sorts: a button that turns the order around (descending first, as the
 * biggest numbers and newest dates are what people look for), with aria-sort saying the order
 * the list is in now. The Sort select and this header change the same state, so they agree.
 */
export function SortHeader({ label, class: className, sort, orders, onSort }: SortHeaderProps) {
  const [ascending, descending] = orders;
  const direction = sort === ascending ? 'ascending' : sort === descending ? 'descending' : undefined;
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept explicit, as in LinksTable (cards below 900 px).
    <th scope="col" role="columnheader" class={className} aria-sort={direction}>
      <button
        type="button"
        class={`sort-button${direction ? ` sorted-${direction}` : ''}`}
        onClick={() => onSort(direction === 'descending' ? ascending : descending)}
      >
        {label}
        <Icon name={direction ?? 'sort'} size={14} />
      </button>
    </th>
  );
}
