import { t } from '../../shared/i18n';
import { ConfirmDialog } from './ConfirmDialog';

interface BulkDeleteDialogProps {
  title: string;
  text: string;
  fallbackFocus: () => HTMLElement | null;
  onClose: () => void;
  /** Starts the bulk job (paced on the rate limit, its progress shown in the list). */
  onDelete: () => void;
}

/**
 * "Delete the selected?" for links and websites alike. The confirmation itself sends nothing: the
 * bulk job does the deletes once the dialog has closed, so the list shows their progress.
 */
export function BulkDeleteDialog({ title, text, fallbackFocus, onClose, onDelete }: BulkDeleteDialogProps) {
  return (
    <ConfirmDialog
      title={title}
      text={text}
      confirmLabel={t('manager_delete')}
      fallbackFocus={fallbackFocus}
      onClose={onClose}
      onConfirm={async () => ({ ok: true, value: undefined })}
      onDone={() => {
        onClose();
        onDelete();
      }}
    />
  );
}
