import { t, tCount } from '../../../shared/i18n';
import { unicodeHost } from '../../idn';
import { BulkDeleteDialog } from '../BulkDeleteDialog';
import { ConfirmDialog } from '../ConfirmDialog';
import type { Send } from '../send';
import { TrackingCodeDialog } from './TrackingCodeDialog';
import type { WebsitesViewModel } from './use-websites-view';
import { WebsiteDialog } from './WebsiteDialog';

/** Where focus goes when the deleted row's button is gone with it. */
const fallbackFocus = () => document.getElementById('websites-new');

/** The websites view's open dialog: new or edit, tracking code, delete, or delete the selected. */
export function WebsiteDialogs({ view, send }: { view: WebsitesViewModel; send: Send }) {
  const { dialog, close } = view;
  if (dialog?.kind === 'create' || dialog?.kind === 'edit') {
    return (
      <WebsiteDialog
        website={dialog.kind === 'edit' ? dialog.website : null}
        send={send}
        onClose={close}
        onSaved={view.onSaved}
      />
    );
  }
  if (dialog?.kind === 'code')
    return <TrackingCodeDialog website={dialog.website} send={send} onClose={close} />;
  if (dialog?.kind === 'delete') {
    return (
      <ConfirmDialog
        title={t('manager_deleteWebsiteTitle', unicodeHost(dialog.website.host))}
        text={t('manager_deleteWebsiteText')}
        confirmLabel={t('manager_delete')}
        fallbackFocus={fallbackFocus}
        onClose={close}
        onConfirm={() => view.remove(dialog.website)}
        onDone={() => view.onDeleted(dialog.website)}
      />
    );
  }
  if (dialog?.kind === 'bulkDelete') {
    const count = view.selected.size;
    return (
      <BulkDeleteDialog
        title={tCount('manager_bulkDeleteWebsitesTitle', count)}
        text={tCount('manager_bulkDeleteWebsitesText', count)}
        fallbackFocus={fallbackFocus}
        onClose={close}
        onDelete={view.runBulkDelete}
      />
    );
  }
  return null;
}
