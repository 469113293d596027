/** The links view's state: the list for the hash state, the selection, the dialog, the actions. */
import { useEffect, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../../api/errors';
import type { Link } from '../../../api/schemas';
import { t, tCount } from '../../../shared/i18n';
import type { ServerLists } from '../../../shared/protocol';
import type { Capabilities } from '../../capabilities';
import type { LinksState } from '../hash-state';
import { pageAfterEmptied } from '../page-after-emptied';
import type { Send } from '../send';
import { usePagedList } from '../use-paged-list';
import { type BulkAction, linkBulkRunner } from './bulk';
import { downloadLinksCsv } from './ExportControl';
import type { LinkDialogState } from './LinkDialogs';
import type { LinkAction } from './LinksTable';
import { isFiltered, linkListQuery } from './list-query';
import { type Selection, withSelection } from './selection';
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

export function useLinksView(props: LinksViewProps) {
  const { state, send, capabilities, announce } = props;
  const query = linkListQuery(state, capabilities);
  const list = usePagedList(JSON.stringify(query), () => send('links.list', query));
  const [selected, setSelected] = useState<Selection<Link>>(new Map());
  const [dialog, setDialog] = useState<LinkDialogState>(null);
  const bulk = useBulkJob((action: BulkAction) => linkBulkRunner(send, action), list.reload);
  const page = list.page;
  const openNew = () => setDialog({ kind: 'create' });
  const openShortcuts = () => setDialog({ kind: 'shortcuts' });
  useLinkShortcuts({ onNew: openNew, onHelp: openShortcuts });
  const actions = useLinkActions(props, setDialog, list.reload);

  // A new query is a new set of rows: the selection only ever holds rows on screen.
  useEffect(() => setSelected(new Map()), [JSON.stringify(query)]);
  // The last row of the last page was deleted: step back to the new last page.
  useEffect(() => {
    const back = page && pageAfterEmptied(page, state.page);
    if (back) props.onState({ ...state, page: back }, true);
  }, [page]);

  // The selection goes once the job starts: left ticked beside "Delete selected", the changed rows
  // were one click from the next action, and a Delete took links meant to stay.
  const runBulk = (action: BulkAction) => {
    const links = [...selected.values()];
    setSelected(new Map());
    void bulk.start(action, links);
  };

  return {
    list,
    page,
    bulk,
    selected,
    dialog,
    setDialog,
    openNew,
    openShortcuts,
    filtered: isFiltered(state),
    ...actions,
    change: (changes: Partial<LinksState>, replace?: boolean) =>
      props.onState({ ...state, page: 1, ...changes }, replace),
    runBulk,
    onBulk: (action: BulkAction) =>
      action === 'delete' ? setDialog({ kind: 'bulkDelete' }) : runBulk(action),
    onSelect: (ids: number[], on: boolean) =>
      setSelected(withSelection(selected, page?.items ?? [], ids, on)),
    clearSelection: () => setSelected(new Map()),
    exportSelected: () => {
      downloadLinksCsv([...selected.values()]);
      announce(tCount('manager_exportDone', selected.size));
    },
  };
}

/** What a row's buttons do: copy, a dialog, or disable/enable at once (whose failure `actionError` holds). */
function useLinkActions(
  { state, onState, send, announce }: LinksViewProps,
  setDialog: (dialog: LinkDialogState) => void,
  reload: () => void,
) {
  const [actionError, setActionError] = useState<ApiErrorData | null>(null);

  // An address that names a link to edit (`#links?…&edit=21`, what an expiring link's alert
  // opens): its dialog opens once, with the link as the server has it now, and the address
  // forgets it, so that closing, saving or reloading the page does not open it again.
  useEffect(() => {
    const id = state.edit;
    if (id === null) return;
    onState({ ...state, edit: null }, true);
    void send('links.get', { id }).then((result) =>
      result.ok ? setDialog({ kind: 'edit', link: result.value }) : setActionError(result.error),
    );
  }, [state.edit]);

  const toggle = async (link: Link) => {
    setActionError(null);
    const disabled = !link.disabled;
    const result = await send('links.update', { id: link.id, input: { disabled } });
    if (!result.ok) return setActionError(result.error);
    announce(t(disabled ? 'manager_disabledNamed' : 'manager_enabledNamed', link.alias));
    reload();
  };

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

  return { actionError, onAction };
}
