import { LinkForm } from '../../../../components/link-form/LinkForm';
import { t } from '../../../shared/i18n';
import { isLinkFormField } from '../../../shared/link-form';
import { Dialog } from '../Dialog';
import { FormDialogFooter } from '../FormDialogFooter';
import { type LinkDialogProps, useLinkDialog } from './use-link-dialog';

/**
 * Create or edit a link with the shared LinkForm. An edit sends only the changed fields. On a
 * failure the dialog stays open with everything typed, and server field errors sit at their
 * inputs. When an edit is saved but the answer does not show everything asked (a server that
 * kept the pixels the user removed), the dialog stays open on the record as saved, with a notice
 * at each field that differs (lib/pages/link-update-check.ts): the save is not repeated, and the list
 * behind it shows the saved record too.
 */
export function LinkDialog(props: LinkDialogProps) {
  const { send, capabilities, lists, onClose } = props;
  const { record, value, setValue, error, notices, saving, existing, editExisting, save } =
    useLinkDialog(props);
  const title = record ? t('manager_editLinkTitle', record.alias) : t('manager_newLinkTitle');
  return (
    <Dialog title={title} onClose={onClose} class="link-dialog">
      <form onSubmit={save} noValidate>
        <LinkForm
          value={value}
          onChange={setValue}
          fieldErrors={error?.fields ?? notices ?? undefined}
          capabilities={capabilities}
          lists={lists}
          mode={record ? 'edit' : 'create'}
          send={send}
        />
        {/* With the URL field's message: the link that short URL already is, to edit. */}
        {existing && (
          <button type="button" onClick={() => editExisting(existing)}>
            {t('manager_editExisting', existing.alias)}
          </button>
        )}
        <FormDialogFooter
          error={error ?? (notices && t('update_partlyApplied'))}
          shownAtField={isLinkFormField}
          saving={saving}
          onClose={onClose}
        />
      </form>
    </Dialog>
  );
}
