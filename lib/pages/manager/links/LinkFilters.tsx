import { SelectField, type SelectOption } from '../../../../components/SelectField';
import {
  LINK_SEARCH_BY,
  LINK_SORT,
  type LinkSearchBy,
  type LinkSort,
  type LinkStatusFilter,
} from '../../../api/enums';
import type { NamedRef } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import type { ServerLists } from '../../../shared/protocol';
import type { Capabilities } from '../../capabilities';
import type { LinksState } from '../hash-state';
import { PerPageSelect } from '../PerPageSelect';
import { SearchField } from '../SearchField';

interface LinkFiltersProps {
  state: LinksState;
  capabilities: Capabilities;
  lists: ServerLists | null;
  /** A filter change; `replace` for typing (no history entry per keystroke). */
  onChange: (changes: Partial<LinksState>, replace?: boolean) => void;
}

function idOptions(refs: NamedRef[], current: number | null): SelectOption[] {
  const options = [
    { value: '', label: t('manager_any') },
    ...refs.map((r) => ({ value: String(r.id), label: r.name })),
  ];
  if (current !== null && !refs.some((r) => r.id === current)) {
    options.push({ value: String(current), label: t('manager_idUnknown', String(current)) });
  }
  return options;
}

const toId = (value: string) => (value === '' ? null : Number(value));

/** Search, Search by, Status, Sort, Per page, and Space/Domain when the server lists them. */
export function LinkFilters({ state, capabilities, lists, onChange }: LinkFiltersProps) {
  return (
    <search class="filters" aria-label={t('manager_filters')}>
      <SearchField id="links-search" value={state.search} onSearch={(search) => onChange({ search }, true)} />
      <SelectField
        id="links-by"
        label={t('manager_searchBy')}
        value={state.by}
        options={LINK_SEARCH_BY.map((by) => ({ value: by, label: t(`manager_searchBy_${by}`) }))}
        onValue={(by) => onChange({ by: by as LinkSearchBy })}
      />
      <SelectField
        id="links-status"
        label={t('manager_status')}
        value={capabilities.statusFilters.includes(state.status) ? state.status : 'all'}
        options={capabilities.statusFilters.map((status) => ({
          value: status,
          label: t(`manager_status_${status}`),
        }))}
        onValue={(status) => onChange({ status: status as LinkStatusFilter })}
      />
      <SelectField
        id="links-sort"
        label={t('manager_sort')}
        value={state.sort}
        options={LINK_SORT.map((sort) => ({ value: sort, label: t(`manager_sort_${sort}`) }))}
        onValue={(sort) => onChange({ sort: sort as LinkSort })}
      />
      <PerPageSelect id="links-per-page" value={state.perPage} onValue={(perPage) => onChange({ perPage })} />
      {lists?.spaces && (
        <SelectField
          id="links-space"
          label={t('manager_space')}
          value={state.space === null ? '' : String(state.space)}
          options={idOptions(lists.spaces, state.space)}
          onValue={(value) => onChange({ space: toId(value) })}
        />
      )}
      {lists?.domains && (
        <SelectField
          id="links-domain"
          label={t('manager_domain')}
          value={state.domain === null ? '' : String(state.domain)}
          options={idOptions(lists.domains, state.domain)}
          onValue={(value) => onChange({ domain: toId(value) })}
        />
      )}
    </search>
  );
}
