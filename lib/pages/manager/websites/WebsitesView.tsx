import { useEffect, useState } from 'preact/hooks';
import { SelectField } from '../../../../components/SelectField';
import { WEBSITE_SORT, type WebsiteSort } from '../../../api/enums';
import type { Website } from '../../../api/schemas';
import { t, tCount } from '../../../shared/i18n';
import { unicodeHost } from '../../../shared/idn';
import { ConfirmDialog } from '../ConfirmDialog';
import type { WebsitesState } from '../hash-state';
import { websiteListQuery } from '../links/list-query';
import { Pager } from '../Pager';
import { PerPageSelect } from '../PerPageSelect';
import { SearchField } from '../SearchField';
import type { Send } from '../send';
import { usePagedList } from '../use-paged-list';
import { EmptyState, ErrorState, LoadingState } from '../ViewStates';
import { TrackingCodeDialog } from './TrackingCodeDialog';
import { useVisitorsDashboard, VisitorsNotice } from './VisitorsDashboard';
import { WebsiteDialog } from './WebsiteDialog';
import { type WebsiteAction, WebsitesTable } from './WebsitesTable';

interface WebsitesViewProps {
  state: WebsitesState;
  onState: (next: WebsitesState, replace?: boolean) => void;
  send: Send;
  announce: (text: string) => void;
}

type Dialog = { kind: 'create' } | { kind: WebsiteAction; website: Website } | null;

const fallbackFocus = () => document.getElementById('websites-new');

export function WebsitesView({ state, onState, send, announce }: WebsitesViewProps) {
  const query = websiteListQuery(state);
  const list = usePagedList(JSON.stringify(query), () => send('websites.list', query));
  const [dialog, setDialog] = useState<Dialog>(null);
  const page = list.page;
  const change = (changes: Partial<WebsitesState>, replace?: boolean) =>
    onState({ ...state, page: 1, ...changes }, replace);
  const close = () => setDialog(null);
  const dashboard = useVisitorsDashboard(send, page?.items ?? []);

  // The last row of the last page was deleted: step back to the new last page.
  useEffect(() => {
    if (page && page.items.length === 0 && state.page > 1 && page.lastPage < state.page) {
      onState({ ...state, page: Math.max(1, page.lastPage) }, true);
    }
  }, [page]);

  return (
    <section class="view" aria-labelledby="websites-heading">
      <div class="view-header">
        <h1 id="websites-heading">{t('manager_tabWebsites')}</h1>
        <button type="button" id="websites-new" class="primary" onClick={() => setDialog({ kind: 'create' })}>
          {t('manager_newWebsite')}
        </button>
      </div>
      <search class="filters" aria-label={t('manager_filters')}>
        <SearchField
          id="websites-search"
          value={state.search}
          onSearch={(search) => change({ search }, true)}
        />
        <SelectField
          id="websites-sort"
          label={t('manager_sort')}
          value={state.sort}
          options={WEBSITE_SORT.map((sort) => ({ value: sort, label: t(`manager_sort_${sort}`) }))}
          onValue={(sort) => change({ sort: sort as WebsiteSort })}
        />
        <PerPageSelect
          id="websites-per-page"
          value={state.perPage}
          onValue={(perPage) => change({ perPage })}
        />
      </search>
      {list.error ? (
        <ErrorState error={list.error} retryAt={list.retryAt} onRetry={list.reload} />
      ) : !page ? (
        <LoadingState />
      ) : page.items.length === 0 ? (
        <EmptyState
          text={state.search.trim() ? t('manager_emptyWebsitesFiltered') : t('manager_emptyWebsites')}
        />
      ) : (
        <>
          <VisitorsNotice heldUntil={dashboard?.heldUntil ?? null} />
          <WebsitesTable
            websites={page.items}
            busy={list.loading}
            dashboard={dashboard?.rows ?? null}
            onAction={(kind, website) => setDialog({ kind, website })}
          />
          <Pager
            page={page.page}
            lastPage={page.lastPage}
            totalText={tCount('manager_totalWebsites', page.total)}
            onPage={(n) => onState({ ...state, page: n })}
          />
        </>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <WebsiteDialog
          website={dialog.kind === 'edit' ? dialog.website : null}
          send={send}
          onClose={close}
          onSaved={(website, created) => {
            close();
            announce(t(created ? 'manager_created' : 'manager_saved', unicodeHost(website.host)));
            list.reload();
          }}
        />
      )}
      {dialog?.kind === 'code' && <TrackingCodeDialog website={dialog.website} send={send} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('manager_deleteWebsiteTitle', unicodeHost(dialog.website.host))}
          text={t('manager_deleteWebsiteText')}
          confirmLabel={t('manager_delete')}
          fallbackFocus={fallbackFocus}
          onClose={close}
          onConfirm={async () => {
            const result = await send('websites.remove', { id: dialog.website.id });
            // A 404 means it is already gone: what the user wanted.
            return !result.ok && result.error.code === 'not_found' ? { ok: true, value: undefined } : result;
          }}
          onDone={() => {
            close();
            announce(t('manager_deleted', unicodeHost(dialog.website.host)));
            list.reload();
          }}
        />
      )}
    </section>
  );
}
