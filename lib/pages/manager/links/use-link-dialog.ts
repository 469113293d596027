/**
 * The link dialog's state and its Save: what is typed, the server's errors and notices, and the
 * record being edited.
 */
import { useMemo, useState } from 'preact/hooks';
import type { ApiErrorData, FieldErrors } from '../../../api/errors';
import type { Link, LinkUpdateInput } from '../../../api/schemas';
import { toCreateInput } from '../../../shared/link-form';
import type { Result, ServerLists } from '../../../shared/protocol';
import { rememberCampaign } from '../../campaign-store';
import type { Capabilities } from '../../capabilities';
import { linkFormFromRecord, toUpdateInput } from '../../link-form-edit';
import { updateDifferences } from '../../link-update-check';
import { differenceNotices } from '../../link-update-notices';
import type { Send } from '../send';
import { initialLinkForm, type LinkDefaults, shortUrlRefusal } from './link-dialog-state';

export interface LinkDialogProps {
  /** The link to edit; null to create one. */
  link: Link | null;
  send: Send;
  capabilities: Capabilities;
  lists: ServerLists | null;
  /** Prefilled on create (the options page's default domain and space). */
  defaults?: LinkDefaults;
  /** `stayOpen`: saved, but not as asked; the dialog now shows the saved record and why. */
  onSaved: (link: Link, created: boolean, stayOpen?: boolean) => void;
  onClose: () => void;
}

export function useLinkDialog({ link, send, lists, defaults, onSaved, onClose }: LinkDialogProps) {
  // The record being edited: after a partly applied save, the one the server answered.
  const [record, setRecord] = useState(link);
  const original = useMemo(() => initialLinkForm(record, defaults), [record, defaults]);
  const [value, setValue] = useState(original);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [notices, setNotices] = useState<FieldErrors | null>(null);
  const [saving, setSaving] = useState(false);
  // The link whose short URL was typed as the new link's URL: offered for editing.
  const [existing, setExisting] = useState<Link | null>(null);

  const showRecord = (shown: Link) => {
    setRecord(shown);
    setValue(linkFormFromRecord(shown));
  };

  const editExisting = (link: Link) => {
    showRecord(link);
    setExisting(null);
    setError(null);
  };

  /** A short URL of the account is that link: said at the URL field, never created. */
  const refuseShortUrl = async (): Promise<boolean> => {
    const match = await send('links.recognize', { url: value.url });
    const refusal = match.ok ? shortUrlRefusal(match.value) : null;
    if (!refusal) return false;
    setExisting(refusal.existing);
    setError(refusal.error);
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
    showRecord(saved);
    setNotices(found);
    onSaved(saved, false, true);
  };

  return { record, value, setValue, error, notices, saving, existing, editExisting, save };
}
