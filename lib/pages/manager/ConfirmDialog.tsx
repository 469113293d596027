import { useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { ApiErrorData } from '../../api/errors';
import { t } from '../../shared/i18n';
import type { Result } from '../../shared/protocol';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** The action; the dialog stays open with the error when it fails. */
  onConfirm: () => Promise<Result<unknown>>;
  onDone: () => void;
  onClose: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

/** Asks before a destructive action; the safe choice (Cancel) has the focus first. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await props.onConfirm();
    setBusy(false);
    if (result.ok) props.onDone();
    else setError(result.error);
  };
  return (
    <Dialog title={props.title} onClose={props.onClose} fallbackFocus={props.fallbackFocus}>
      <p>{props.text}</p>
      <ErrorAlert error={error} />
      <div class="dialog-actions">
        <button type="button" data-autofocus onClick={props.onClose}>
          {t('manager_cancel')}
        </button>
        <button type="button" class="danger" disabled={busy} aria-busy={busy} onClick={confirm}>
          {props.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
