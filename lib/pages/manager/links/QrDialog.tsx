import { CopyButton } from '../../../../components/CopyButton';
import { QrCode } from '../../../../components/QrCode';
import type { Link } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import { Dialog } from '../Dialog';

/** The QR code of a link's short URL, with copy and downloads (the shared QrCode). */
export function QrDialog({ link, onClose }: { link: Link; onClose: () => void }) {
  return (
    <Dialog title={t('manager_qrTitle', link.shortUrl)} onClose={onClose} class="qr-dialog">
      <QrCode text={link.shortUrl} />
      <div class="dialog-actions">
        <CopyButton text={link.shortUrl} label={t('manager_copyNamed', link.alias)}>
          {t('manager_copy')}
        </CopyButton>
        <button type="button" data-autofocus onClick={onClose}>
          {t('manager_close')}
        </button>
      </div>
    </Dialog>
  );
}
