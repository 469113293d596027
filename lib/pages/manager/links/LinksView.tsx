import { useEffect, useState } from 'preact/hooks';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Icon } from '../../../../components/icons/Icon';
import type { ApiErrorData } from '../../../api/errors';
import type { Link } from '../../../api/schemas';
import { t, tCount } from '../../../shared/i18n';
import type { ServerLists } from '../../../shared/protocol';
import type { Capabilities } from '../../capabilities';
import { DEFAULT_LINKS, type LinksState } from '../hash-state';
import { Pager } from '../Pager';
import type { Send } from '../send';
import { usePagedList } from '../use-paged-list';
import { EmptyState, ErrorState, LoadingState } from '../ViewStates';
import { BulkBar } from './BulkBar';
import { BulkRunning, BulkSummaryView } from './BulkProgress';
import type { BulkAction } from './bulk';
import { downloadLinksCsv, ExportControl } from './ExportControl';
import { type LinkDialogState, LinkDialogs } from './LinkDialogs';
import { LinkFilters } from './LinkFilters';
import { type LinkAction, LinksTable } from './LinksTable';
import { linkFilters, linkListQuery } from './list-query';
import { useBulkJob } from './use-bulk-job';
import { useLinkShortcuts } from './use-link-shortcuts';

export interface LinksViewProps {
  state: LinksState;
  onState: (next: LinksState, replace?: boolean) => void;
  send: Send;
  capabilities: Capabilities;
  lists: ServerLists | null;
  defaults?: { domain: number | null; space: number | null };
  announce: (text: string) => void;
}

export function LinksView(props: LinksViewProps) {
  const { state, send, capabilities, announce } = props;
  const query = linkListQuery(state, capabilities);
  const list = usePagedList(JSON.stringify(query), () => send('links.list', query));
  const [selected, setSelected] = useState<ReadonlyMap<number, Link>>(new Map());
  const [dialog, setDialog] = useState<LinkDialogState>(null);
  const [actionError, setActionError] = useState<ApiErrorData | null>(null);
  const bulk = useBulkJob(send, list.reload);
  const page = list.page;
  const openNew = () => setDialog({ kind: 'create' });
  const openShortcuts = () => setDialog({ kind: 'shortcuts' });
  useLinkShortcuts({ onNew: openNew, onHelp: openShortcuts });

  // A new query is a new set of rows: the selection only ever holds rows on screen.
  useEffect(() => setSelected(new Map()), [JSON.stringify(query)]);
  // The last row of the last page was deleted: step back to the new last page.
  useEffect(() => {
    if (page && page.items.length === 0 && state.page > 1 && page.lastPage < state.page) {
      props.onState({ ...state, page: Math.max(1, page.lastPage) }, true);
    }
  }, [page]);

  const change = (changes: Partial<LinksState>, replace?: boolean) =>
    props.onState({ ...state, page: 1, ...changes }, replace);

  const onAction = (action: LinkAction, link: Link) => {
    if (action === 'copy') {
      navigator.clipboard.writeText(link.shortUrl).then(
        () => announce(t('manager_copied', link.shortUrl)),
        () => announce(t('manager_copyFailed')),
      );
    } else if (action === 'edit') setDialog({ kind: 'edit', link });
    else if (action === 'delete') setDialog({ kind: 'delete', link });
    else if (action === 'qr') setDialog({ kind: 'qr', link });
    else toggle(link);
  };

  const toggle = async (link: Link) => {
    setActionError(null);
    const disabled = !link.disabled;
    const result = await send('links.update', { id: link.id, input: { disabled } });
    if (!result.ok) return setActionError(result.error);
    announce(t(disabled ? 'manager_disabledNamed' : 'manager_enabledNamed', link.alias));
    list.reload();
  };

  // The selection goes once the job starts: left ticked beside "Delete selected", the changed rows
  // were one click from the next action, and a Delete took links meant to stay.
  const runBulk = (action: BulkAction) => {
    const links = [...selected.values()];
    setSelected(new Map());
    void bulk.start(action, links);
  };

  const onSelect = (ids: number[], on: boolean) => {
    const next = new Map(selected);
    for (const id of ids) {
      const link = page?.items.find((item) => item.id === id);
      if (on && link) next.set(id, link);
      else next.delete(id);
    }
    setSelected(next);
  };

  const filtered =
    JSON.stringify({ ...state, page: 1, perPage: 0, sort: '', by: '' }) !==
    JSON.stringify({ ...DEFAULT_LINKS, page: 1, perPage: 0, sort: '', by: '' });
  return (
    <section class="view" aria-labelledby="links-heading">
      <div class="view-header">
        <h1 id="links-heading">{t('manager_tabLinks')}</h1>
        <button
          type="button"
          class="icon-button"
          aria-label={t('manager_shortcuts')}
          title={t('manager_shortcuts')}
          aria-keyshortcuts="?"
          onClick={openShortcuts}
        >
          <Icon name="keyboard" />
        </button>
        <ExportControl send={send} filters={linkFilters(state, capabilities)} announce={announce} />
        <button type="button" id="links-new" class="primary" aria-keyshortcuts="n" onClick={openNew}>
          {t('manager_newLink')}
        </button>
      </div>
      <LinkFilters state={state} capabilities={capabilities} lists={props.lists} onChange={change} />
      {bulk.run && <BulkRunning run={bulk.run} onStop={bulk.stop} />}
      {bulk.summary && (
        <BulkSummaryView action={bulk.action} summary={bulk.summary} onDismiss={bulk.dismiss} />
      )}
      {selected.size > 0 && !bulk.run && (
        <BulkBar
          count={selected.size}
          canDisable={capabilities.disabledFlag}
          onRun={(action) => (action === 'delete' ? setDialog({ kind: 'bulkDelete' }) : runBulk(action))}
          onExport={() => {
            downloadLinksCsv([...selected.values()]);
            announce(tCount('manager_exportDone', selected.size));
          }}
          onClear={() => setSelected(new Map())}
        />
      )}
      <ErrorAlert error={actionError} />
      {list.error ? (
        <ErrorState error={list.error} retryAt={list.retryAt} onRetry={list.reload} />
      ) : !page ? (
        <LoadingState />
      ) : page.items.length === 0 ? (
        <EmptyState text={filtered ? t('manager_emptyLinksFiltered') : t('manager_emptyLinks')} />
      ) : (
        <>
          <LinksTable
            links={page.items}
            selected={new Set(selected.keys())}
            canDisable={capabilities.disabledFlag}
            busy={list.loading}
            now={Date.now()}
            sort={state.sort}
            onSort={(sort) => change({ sort })}
            onAction={onAction}
            onSelect={onSelect}
          />
          <Pager
            page={page.page}
            lastPage={page.lastPage}
            totalText={tCount('manager_totalLinks', page.total)}
            onPage={(n) => props.onState({ ...state, page: n })}
          />
        </>
      )}
      <LinkDialogs
        dialog={dialog}
        setDialog={setDialog}
        selected={[...selected.values()]}
        view={props}
        onChanged={list.reload}
        onBulk={() => runBulk('delete')}
      />
    </section>
  );
}
