import type { Link } from '../../../api/schemas';
import { t, tCount } from '../../../shared/i18n';
import type { ServerLists } from '../../../shared/protocol';
import type { Capabilities } from '../../capabilities';
import { BulkDeleteDialog } from '../BulkDeleteDialog';
import { ConfirmDialog } from '../ConfirmDialog';
import type { Send } from '../send';
import { linkBulkRunner } from './bulk';
import { LazyQrDialog } from './LazyQrDialog';
import { LinkDialog } from './LinkDialog';
import { ShortcutsDialog } from './ShortcutsDialog';

export type LinkDialogState =
  | { kind: 'create' }
  | { kind: 'edit'; link: Link }
  | { kind: 'delete'; link: Link }
  | { kind: 'qr'; link: Link }
  | { kind: 'bulkDelete' }
  | { kind: 'shortcuts' }
  | null;

interface LinkDialogsProps {
  dialog: LinkDialogState;
  setDialog: (dialog: LinkDialogState) => void;
  selected: Link[];
  /** What the dialogs need of the links view (a subset of its props: no import of LinksView). */
  view: {
    send: Send;
    capabilities: Capabilities;
    lists: ServerLists | null;
    defaults?: { domain: number | null; space: number | null };
    announce: (text: string) => void;
  };
  onChanged: () => void;
  onBulk: (links: Link[]) => void;
}

/** Focus lands on New link when the row that opened a dialog is gone (deleted). */
const fallbackFocus = () => document.getElementById('links-new');

/** The one dialog the links view has open, if any. */
export function LinkDialogs({ dialog, setDialog, selected, view, onChanged, onBulk }: LinkDialogsProps) {
  if (!dialog) return null;
  const close = () => setDialog(null);
  const { send, announce } = view;
  switch (dialog.kind) {
    case 'shortcuts':
      return <ShortcutsDialog onClose={close} />;
    case 'create':
    case 'edit': {
      const link = dialog.kind === 'edit' ? dialog.link : null;
      return (
        <LinkDialog
          link={link}
          send={send}
          capabilities={view.capabilities}
          lists={view.lists}
          defaults={view.defaults}
          onClose={close}
          onSaved={(saved, created, stayOpen) => {
            // Saved but not as asked: the dialog stays on the saved record and says why (its
            // alert speaks for it); the list still reloads, since the save did happen.
            if (!stayOpen) {
              close();
              announce(created ? t('manager_created', saved.shortUrl) : t('manager_saved', saved.alias));
            }
            onChanged();
          }}
        />
      );
    }
    case 'qr':
      return <LazyQrDialog link={dialog.link} onClose={close} />;
    case 'delete': {
      const { link } = dialog;
      return (
        <ConfirmDialog
          title={t('manager_deleteLinkTitle', link.alias)}
          text={t('manager_deleteLinkText', link.shortUrl)}
          confirmLabel={t('manager_delete')}
          fallbackFocus={fallbackFocus}
          onClose={close}
          // The bulk runner's rule applies: a 404 means the link is already gone.
          onConfirm={() => linkBulkRunner(send, 'delete')(link)}
          onDone={() => {
            close();
            announce(t('manager_deleted', link.alias));
            onChanged();
          }}
        />
      );
    }
    case 'bulkDelete':
      return (
        <BulkDeleteDialog
          title={tCount('manager_bulkDeleteTitle', selected.length)}
          text={tCount('manager_bulkDeleteText', selected.length)}
          fallbackFocus={fallbackFocus}
          onClose={close}
          onDelete={() => onBulk(selected)}
        />
      );
  }
}
