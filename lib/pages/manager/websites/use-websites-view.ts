/** The websites view's state: the list for the hash state, the rows' visitors, the open dialog. */
import { useEffect, useState } from 'preact/hooks';
import type { Website } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import { unicodeHost } from '../../idn';
import type { WebsitesState } from '../hash-state';
import { websiteListQuery } from '../links/list-query';
import { pageAfterEmptied } from '../page-after-emptied';
import type { Send } from '../send';
import { usePagedList } from '../use-paged-list';
import { useWebsiteSelection } from './use-website-selection';
import { useVisitorsDashboard } from './VisitorsDashboard';
import type { WebsiteAction } from './WebsitesTable';
import { websiteDeleteRunner } from './website-export';

export interface WebsitesViewProps {
  state: WebsitesState;
  onState: (next: WebsitesState, replace?: boolean) => void;
  send: Send;
  announce: (text: string) => void;
}

export type WebsiteDialogState =
  | { kind: 'create' }
  | { kind: WebsiteAction; website: Website }
  | { kind: 'bulkDelete' }
  | null;

export function useWebsitesView({ state, onState, send, announce }: WebsitesViewProps) {
  const query = websiteListQuery(state);
  const list = usePagedList(JSON.stringify(query), () => send('websites.list', query));
  const [dialog, setDialog] = useState<WebsiteDialogState>(null);
  const page = list.page;
  const close = () => setDialog(null);
  const dashboard = useVisitorsDashboard(send, page?.items ?? []);
  const selection = useWebsiteSelection({
    send,
    announce,
    query,
    rows: page?.items ?? [],
    reload: list.reload,
  });

  // The last row of the last page was deleted: step back to the new last page.
  useEffect(() => {
    const back = page && pageAfterEmptied(page, state.page);
    if (back) onState({ ...state, page: back }, true);
  }, [page]);

  return {
    list,
    page,
    query,
    dashboard,
    dialog,
    close,
    ...selection,
    openNew: () => setDialog({ kind: 'create' }),
    openBulkDelete: () => setDialog({ kind: 'bulkDelete' }),
    onAction: (kind: WebsiteAction, website: Website) => setDialog({ kind, website }),
    /** A filter or the sort changed: its results start on page 1. */
    change: (changes: Partial<WebsitesState>, replace?: boolean) =>
      onState({ ...state, page: 1, ...changes }, replace),
    goToPage: (n: number) => onState({ ...state, page: n }),
    onSaved: (website: Website, created: boolean) => {
      close();
      announce(t(created ? 'manager_created' : 'manager_saved', unicodeHost(website.host)));
      list.reload();
    },
    remove: websiteDeleteRunner(send),
    onDeleted: (website: Website) => {
      close();
      announce(t('manager_deleted', unicodeHost(website.host)));
      list.reload();
    },
  };
}

export type WebsitesViewModel = ReturnType<typeof useWebsitesView>;
