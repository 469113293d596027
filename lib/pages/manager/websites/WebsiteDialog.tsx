import { t } from '../../../shared/i18n';
import { unicodeHost } from '../../idn';
import { Dialog } from '../Dialog';
import { FormDialogFooter } from '../FormDialogFooter';
import { TrackingCodeSection } from './TrackingCodeDialog';
import { useWebsiteDialog, type WebsiteDialogProps } from './use-website-dialog';
import { WebsiteFields } from './WebsiteFields';

/** Create or edit a tracked website. Checked before sending; nothing typed is lost on an error. */
export function WebsiteDialog(props: WebsiteDialogProps) {
  const { website, send, onClose } = props;
  const form = useWebsiteDialog(props);
  const title = website
    ? t('manager_editWebsiteTitle', unicodeHost(website.host))
    : t('manager_newWebsiteTitle');
  return (
    <Dialog title={title} onClose={onClose} class="website-dialog">
      <form onSubmit={form.save} noValidate>
        <fieldset disabled={form.saving}>
          <WebsiteFields website={website} form={form} />
        </fieldset>
        {website && <TrackingCodeSection send={send} />}
        <FormDialogFooter error={form.error} saving={form.saving} onClose={onClose} />
      </form>
    </Dialog>
  );
}
