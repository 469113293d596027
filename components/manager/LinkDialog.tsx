import { useMemo, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../lib/api/errors';
import type { Link } from '../../lib/api/schemas';
import type { Capabilities } from '../../lib/capabilities';
import { t } from '../../lib/i18n';
import { emptyLinkForm, toCreateInput } from '../../lib/link-form';
import { linkFormFromRecord, toUpdateInput } from '../../lib/link-form-edit';
import type { Send } from '../../lib/manager/send';
import type { Result, ServerLists } from '../../lib/protocol';
import { LinkForm } from '../link-form/LinkForm';
import { Dialog } from './Dialog';
import { FormDialogFooter } from './FormDialogFooter';

interface LinkDialogProps {
  /** The link to edit; null to create one. */
  link: Link | null;
  send: Send;
  capabilities: Capabilities;
  lists: ServerLists | null;
  /** Prefilled on create (the options page's default domain and space). */
  defaults?: { domain: number | null; space: number | null };
  onSaved: (link: Link, created: boolean) => void;
  onClose: () => void;
}

/**
 * Create or edit a link with the shared LinkForm. An edit sends only the changed fields. On a
 * failure the dialog stays open with everything typed, and server field errors sit at their
 * inputs.
 */
export function LinkDialog({ link, send, capabilities, lists, defaults, onSaved, onClose }: LinkDialogProps) {
  const original = useMemo(() => {
    if (link) return linkFormFromRecord(link);
    const empty = emptyLinkForm();
    if (defaults?.domain) empty.domain = String(defaults.domain);
    if (defaults?.space) empty.space = String(defaults.space);
    return empty;
  }, [link, defaults]);
  const [value, setValue] = useState(original);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: Event) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    let result: Result<Link>;
    if (link) {
      const input = toUpdateInput(value, original);
      // Nothing changed: nothing to send.
      if (Object.keys(input).length === 0) return onClose();
      result = await send('links.update', { id: link.id, input });
    } else {
      result = await send('links.create', toCreateInput(value));
    }
    setSaving(false);
    if (result.ok) onSaved(result.value as Link, !link);
    else setError(result.error);
  };

  const title = link ? t('manager_editLinkTitle', link.alias) : t('manager_newLinkTitle');
  return (
    <Dialog title={title} onClose={onClose} class="link-dialog">
      <form onSubmit={save} noValidate>
        <LinkForm
          value={value}
          onChange={setValue}
          fieldErrors={error?.fields}
          capabilities={capabilities}
          lists={lists}
          mode={link ? 'edit' : 'create'}
        />
        <FormDialogFooter error={error} saving={saving} onClose={onClose} />
      </form>
    </Dialog>
  );
}
