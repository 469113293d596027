import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Icon } from '../../../../components/icons/Icon';
import type { Link } from '../../../api/schemas';
import { t, tCount } from '../../../shared/i18n';
import { Pager } from '../Pager';
import { EmptyState, ErrorState, LoadingState } from '../ViewStates';
import { BulkBar } from './BulkBar';
import { BulkRunning, BulkSummaryView } from './BulkProgress';
import { LINK_BULK_WORDS } from './bulk';
import { downloadLinksCsv, ExportControl, type ExportKind } from './ExportControl';
import { fetchAllLinks } from './export';
import { LinkDialogs } from './LinkDialogs';
import { LinkFilters } from './LinkFilters';
import { LinksTable } from './LinksTable';
import { linkFilters } from './list-query';
import { type LinksViewProps, useLinksView } from './use-links-view';

export type { LinksViewProps } from './use-links-view';

type LinksViewModel = ReturnType<typeof useLinksView>;

export function LinksView(props: LinksViewProps) {
  const { state, capabilities } = props;
  const view = useLinksView(props);
  const { bulk, selected } = view;
  return (
    <section class="view" aria-labelledby="links-heading">
      <LinksHeader props={props} view={view} />
      <LinkFilters state={state} capabilities={capabilities} lists={props.lists} onChange={view.change} />
      {bulk.run && <BulkRunning run={bulk.run} onStop={bulk.stop} />}
      {bulk.summary && (
        <BulkSummaryView
          words={LINK_BULK_WORDS[bulk.action]}
          summary={bulk.summary}
          nameOf={(link) => link.alias}
          onDismiss={bulk.dismiss}
        />
      )}
      {selected.size > 0 && !bulk.run && (
        <BulkBar
          count={selected.size}
          canDisable={capabilities.disabledFlag}
          onRun={view.onBulk}
          onExport={view.exportSelected}
          onClear={view.clearSelection}
        />
      )}
      <ErrorAlert error={view.actionError} />
      <LinksBody props={props} view={view} />
      <LinkDialogs
        dialog={view.dialog}
        setDialog={view.setDialog}
        selected={[...selected.values()]}
        view={props}
        onChanged={view.list.reload}
        onBulk={() => view.runBulk('delete')}
      />
    </section>
  );
}

interface PartProps {
  props: LinksViewProps;
  view: LinksViewModel;
}

/** The heading with the shortcuts help, Export and New link. */
function LinksHeader({ props, view }: PartProps) {
  return (
    <div class="view-header">
      <h1 id="links-heading">{t('manager_tabLinks')}</h1>
      <button
        type="button"
        class="icon-button"
        aria-label={t('manager_shortcuts')}
        title={t('manager_shortcuts')}
        aria-keyshortcuts="?"
        onClick={view.openShortcuts}
      >
        <Icon name="keyboard" />
      </button>
      <ExportControl kind={linkExport(props)} announce={props.announce} />
      <button type="button" id="links-new" class="primary" aria-keyshortcuts="n" onClick={view.openNew}>
        {t('manager_newLink')}
      </button>
    </div>
  );
}

/** Export CSV of the links view: every link that matches the filters, on every page. */
function linkExport({ send, state, capabilities }: LinksViewProps): ExportKind<Link> {
  const query = linkFilters(state, capabilities);
  return {
    fetchAll: (run) => fetchAllLinks({ send, query, ...run }),
    download: downloadLinksCsv,
    progressKey: 'manager_exportProgress',
    doneKey: 'manager_exportDone',
  };
}

/** The list's page with its pager, or why there is none (failed, loading, empty). */
function LinksBody({ props, view }: PartProps) {
  const { list, page } = view;
  const { state } = props;
  if (list.error) return <ErrorState error={list.error} retryAt={list.retryAt} onRetry={list.reload} />;
  if (!page) return <LoadingState />;
  if (page.items.length === 0)
    return <EmptyState text={view.filtered ? t('manager_emptyLinksFiltered') : t('manager_emptyLinks')} />;
  return (
    <>
      <LinksTable
        links={page.items}
        selected={new Set(view.selected.keys())}
        canDisable={props.capabilities.disabledFlag}
        busy={list.loading}
        now={Date.now()}
        sort={state.sort}
        onSort={(sort) => view.change({ sort })}
        onAction={view.onAction}
        onSelect={view.onSelect}
      />
      <Pager
        page={page.page}
        lastPage={page.lastPage}
        totalText={tCount('manager_totalLinks', page.total)}
        onPage={(n) => props.onState({ ...state, page: n })}
      />
    </>
  );
}
