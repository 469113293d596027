import { ErrorAlert } from '../../../components/ErrorAlert';
import type { ApiErrorData } from '../../api/errors';
import { t } from '../../shared/i18n';

interface FormDialogFooterProps {
  error: ApiErrorData | string | null;
  /** The validation fields the dialog's form shows messages at (said there, not in the alert). */
  shownAtField?: (field: string) => boolean;
  saving: boolean;
  onClose: () => void;
}

/** The end of every create/edit dialog: the save error, then Cancel and Save (the form's submit). */
export function FormDialogFooter({ error, shownAtField, saving, onClose }: FormDialogFooterProps) {
  return (
    <>
      <ErrorAlert error={error} shownAtField={shownAtField} />
      <div class="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('manager_cancel')}
        </button>
        <button type="submit" class="primary" disabled={saving} aria-busy={saving}>
          {t('manager_save')}
        </button>
      </div>
    </>
  );
}
