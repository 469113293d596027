import { SelectField } from '../../../../components/SelectField';
import { WEBSITE_SORT, type WebsiteSort } from '../../../api/enums';
import { t, tCount } from '../../../shared/i18n';
import { unicodeHost } from '../../idn';
import { BulkBar } from '../links/BulkBar';
import { BulkRunning, BulkSummaryView } from '../links/BulkProgress';
import { ExportControl } from '../links/ExportControl';
import { Pager } from '../Pager';
import { PerPageSelect } from '../PerPageSelect';
import { SearchField } from '../SearchField';
import { EmptyState, ErrorState, LoadingState } from '../ViewStates';
import { useWebsitesView, type WebsitesViewModel, type WebsitesViewProps } from './use-websites-view';
import { VisitorsNotice } from './VisitorsDashboard';
import { WebsiteDialogs } from './WebsiteDialogs';
import { WebsitesTable } from './WebsitesTable';
import { WEBSITE_BULK_WORDS, websiteExport } from './website-export';

export function WebsitesView(props: WebsitesViewProps) {
  const view = useWebsitesView(props);
  return (
    <section class="view" aria-labelledby="websites-heading">
      <div class="view-header">
        <h1 id="websites-heading">{t('manager_tabWebsites')}</h1>
        <ExportControl kind={websiteExport(props.send, view.query)} announce={props.announce} />
        <button type="button" id="websites-new" class="primary" onClick={view.openNew}>
          {t('manager_newWebsite')}
        </button>
      </div>
      <WebsiteFilters props={props} view={view} />
      <WebsiteBulk view={view} />
      <WebsitesBody props={props} view={view} />
      <WebsiteDialogs view={view} send={props.send} />
    </section>
  );
}

interface PartProps {
  props: WebsitesViewProps;
  view: WebsitesViewModel;
}

/** A running Delete selected, its outcome, or the actions on the ticked rows. */
function WebsiteBulk({ view }: { view: WebsitesViewModel }) {
  const { bulk, selected } = view;
  return (
    <>
      {bulk.run && <BulkRunning run={bulk.run} onStop={bulk.stop} />}
      {bulk.summary && (
        <BulkSummaryView
          words={WEBSITE_BULK_WORDS}
          summary={bulk.summary}
          nameOf={(website) => unicodeHost(website.host)}
          onDismiss={bulk.dismiss}
        />
      )}
      {selected.size > 0 && !bulk.run && (
        <BulkBar
          count={selected.size}
          canDisable={false}
          onRun={view.openBulkDelete}
          onExport={view.exportSelected}
          onClear={view.clearSelection}
        />
      )}
    </>
  );
}

/** Search, sort and page size; each starts the list again on page 1. */
function WebsiteFilters({ props: { state }, view }: PartProps) {
  return (
    <search class="filters" aria-label={t('manager_filters')}>
      <SearchField
        id="websites-search"
        value={state.search}
        onSearch={(search) => view.change({ search }, true)}
      />
      <SelectField
        id="websites-sort"
        label={t('manager_sort')}
        value={state.sort}
        options={WEBSITE_SORT.map((sort) => ({ value: sort, label: t(`manager_sort_${sort}`) }))}
        onValue={(sort) => view.change({ sort: sort as WebsiteSort })}
      />
      <PerPageSelect
        id="websites-per-page"
        value={state.perPage}
        onValue={(perPage) => view.change({ perPage })}
      />
    </search>
  );
}

/** The list's page with its visitors notice and pager, or why there is none (failed, loading, empty). */
function WebsitesBody({ props: { state }, view }: PartProps) {
  const { list, page, dashboard } = view;
  if (list.error) return <ErrorState error={list.error} retryAt={list.retryAt} onRetry={list.reload} />;
  if (!page) return <LoadingState />;
  if (page.items.length === 0) {
    return (
      <EmptyState
        text={state.search.trim() ? t('manager_emptyWebsitesFiltered') : t('manager_emptyWebsites')}
      />
    );
  }
  return (
    <>
      <VisitorsNotice heldUntil={dashboard?.heldUntil ?? null} />
      <WebsitesTable
        websites={page.items}
        selected={view.selected}
        onSelect={view.onSelect}
        busy={list.loading}
        dashboard={dashboard?.rows ?? null}
        onAction={view.onAction}
      />
      <Pager
        page={page.page}
        lastPage={page.lastPage}
        totalText={tCount('manager_totalWebsites', page.total)}
        onPage={view.goToPage}
      />
    </>
  );
}
