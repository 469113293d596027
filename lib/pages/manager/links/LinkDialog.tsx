import { useMemo, useState } from 'preact/hooks';
import { LinkForm } from '../../../../components/link-form/LinkForm';
import type { ApiErrorData, FieldErrors } from '../../../api/errors';
import type { Link, LinkUpdateInput } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import { emptyLinkForm, isLinkFormField, toCreateInput } from '../../../shared/link-form';
import type { Result, ServerLists } from '../../../shared/protocol';
import { rememberCampaign } from '../../campaign-store';
import type { Capabilities } from '../../capabilities';
import { linkFormFromRecord, toUpdateInput } from '../../link-form-edit';
import { updateDifferences } from '../../link-update-check';
import { differenceNotices } from '../../link-update-notices';
import { Dialog } from '../Dialog';
import { FormDialogFooter } from '../FormDialogFooter';
import type { Send } from '../send';

interface LinkDialogProps {
  /** The link to edit; null to create one. */
  link: Link | null;
  send: Send;
  capabilities: Capabilities;
  lists: ServerLists | null;
  /** Prefilled on create (the options page's default domain and space). */
  defaults?: { domain: number | null; space: number | null };
  /** `stayOpen`: saved, but not as asked; the dialog now shows the saved record and why. */
  onSaved: (link: Link, created: boolean, stayOpen?: boolean) => void;
  onClose: () => void;
}

/**
 * Create or edit a link with the shared LinkForm. An edit sends only the changed fields. On a
 * failure the dialog stays open with everything typed, and server field errors sit at their
 * inputs. When an edit is saved but the answer does not show everything asked (a server that
 * kept the pixels the user removed), the dialog stays open on the record as saved, with a notice
 * at each field that differs (lib/pages/link-update-check.ts): the save is not repeated, and the list
 * behind it shows the saved record too.
 */
export function LinkDialog({ link, send, capabilities, lists, defaults, onSaved, onClose }: LinkDialogProps) {
  // The record being edited: after a partly applied save, the one the server answered.
  const [record, setRecord] = useState(link);
  const original = useMemo(() => {
    if (record) return linkFormFromRecord(record);
    const empty = emptyLinkForm();
    if (defaults?.domain) empty.domain = String(defaults.domain);
    if (defaults?.space) empty.space = String(defaults.space);
    return empty;
  }, [record, defaults]);
  const [value, setValue] = useState(original);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [notices, setNotices] = useState<FieldErrors | null>(null);
  const [saving, setSaving] = useState(false);
  // The link whose short URL was typed as the new link's URL: offered for editing.
  const [existing, setExisting] = useState<Link | null>(null);

  const editExisting = (link: Link) => {
    setRecord(link);
    setValue(linkFormFromRecord(link));
    setExisting(null);
    setError(null);
  };

  /** A short URL of the account is that link: said at the URL field, never created. */
  const refuseShortUrl = async (): Promise<boolean> => {
    const match = await send('links.recognize', { url: value.url });
    if (!match.ok || match.value.kind === 'none') return false;
    const message =
      match.value.kind === 'link'
        ? t('manager_alreadyShort', match.value.link.alias)
        : t('shortUrl_missing', match.value.shortUrl);
    setExisting(match.value.kind === 'link' ? match.value.link : null);
    setError({ code: 'validation', message, fields: { url: [message] } });
    return true;
  };

  const save = async (event: Event) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    setNotices(null);
    setExisting(null);
    if (!record && (await refuseShortUrl())) return setSaving(false);
    let result: Result<Link>;
    let input: LinkUpdateInput | null = null;
    if (record) {
      input = toUpdateInput(value, original);
      // Nothing changed: nothing to send.
      if (Object.keys(input).length === 0) return onClose();
      result = await send('links.update', { id: record.id, input });
    } else {
      result = await send('links.create', toCreateInput(value));
    }
    setSaving(false);
    if (!result.ok) return setError(result.error);
    const saved = result.value as Link;
    // Its campaign values are offered next time.
    if (!record) void rememberCampaign(saved.url);
    const found = input ? differenceNotices(updateDifferences(input, saved, lists?.pixels ?? [])) : {};
    if (Object.keys(found).length === 0) return onSaved(saved, !record);
    setRecord(saved);
    setValue(linkFormFromRecord(saved));
    setNotices(found);
    onSaved(saved, false, true);
  };

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
