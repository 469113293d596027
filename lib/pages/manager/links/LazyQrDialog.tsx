import { useEffect, useState } from 'preact/hooks';
import type { Link } from '../../../api/schemas';

type QrDialogComponent = typeof import('./QrDialog').QrDialog;

/**
 * The QR dialog, loaded on first use: the QR encoder is a third of the page's weight and most
 * visits never open it, so the list shows without waiting for it.
 */
export function LazyQrDialog(props: { link: Link; onClose: () => void }) {
  const [QrDialog, setQrDialog] = useState<QrDialogComponent | null>(null);
  useEffect(() => {
    import('./QrDialog').then((module) => setQrDialog(() => module.QrDialog));
  }, []);
  return QrDialog ? <QrDialog {...props} /> : null;
}
