import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { WEBSITE_SORT, type WebsiteSort } from '../../lib/api/enums';
import type { Website } from '../../lib/api/schemas';
import type { WebsitesState } from '../../lib/pages/manager/hash-state';
import { websiteListQuery } from '../../lib/pages/manager/list-query';
import type { Send } from '../../lib/pages/manager/send';
import { createRequestQueue, type RequestQueue } from '../../lib/pages/manager/stats/queue';
import { useQueueStatus } from '../../lib/pages/manager/stats/use-queue-status';
import { useStatsClock } from '../../lib/pages/manager/stats/use-stats-clock';
import { t } from '../../lib/shared/i18n';
import { unicodeHost } from '../../lib/shared/idn';
import { SelectField } from '../SelectField';
import { ConfirmDialog } from './ConfirmDialog';
import { Pager } from './Pager';
import { PerPageSelect } from './PerPageSelect';
import { SearchField } from './SearchField';
import { timeOf } from './stats/CardState';
import { usePagedList } from './usePagedList';
import { EmptyState, ErrorState, LoadingState } from './ViewStates';
import { WebsiteDialog } from './WebsiteDialog';
import { type WebsiteAction, WebsitesTable } from './WebsitesTable';
import type { VisitorsDashboard } from './WeekVisitorsCell';

interface WebsitesViewProps {
  state: WebsitesState;
  onState: (next: WebsitesState, replace?: boolean) => void;
  send: Send;
  announce: (text: string) => void;
}

type Dialog = { kind: 'create' } | { kind: WebsiteAction; website: Website } | null;

const fallbackFocus = () => document.getElementById('websites-new');

/** At most this many rows ask for their visitors at once (issue 27, as the statistics view's cards). */
const VISITORS_CONCURRENCY = 3;

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
          {dashboard?.heldUntil != null && (
            <p class="visitors-notice" role="status">
              {t('manager_visitorsWait', timeOf(dashboard.heldUntil))}
            </p>
          )}
          <WebsitesTable
            websites={page.items}
            busy={list.loading}
            dashboard={dashboard?.rows ?? null}
            onAction={(kind, website) => setDialog({ kind, website })}
          />
          <Pager
            page={page.page}
            lastPage={page.lastPage}
            totalText={t('manager_totalWebsites', String(page.total))}
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

/**
 * The rows' visitors (issue 27): one request queue per page of websites, which starts from what
 * the previous page's learnt of the rate limit and holds the rows not asked yet when few requests
 * are left (the view then says once when they load); the analytics account's clock; and null once
 * the server turns out to have no statistics (the column goes).
 */
function useVisitorsDashboard(
  send: Send,
  websites: readonly Website[],
): { rows: VisitorsDashboard; heldUntil: number | null } | null {
  const [unsupported, setUnsupported] = useState(false);
  const clock = useStatsClock(send, 'websites');
  const ids = websites.map((website) => website.id).join(',');
  const last = useRef<RequestQueue | null>(null);
  const queue = useMemo(() => {
    const budget = last.current?.budget() ?? null;
    last.current?.dispose();
    last.current = createRequestQueue(VISITORS_CONCURRENCY, { budget });
    return last.current;
  }, [ids]);
  useEffect(() => () => last.current?.dispose(), []);
  const status = useQueueStatus(queue);
  if (unsupported) return null;
  return {
    rows: { queue, send, clock, onUnsupported: () => setUnsupported(true) },
    heldUntil: status.heldUntil,
  };
}
