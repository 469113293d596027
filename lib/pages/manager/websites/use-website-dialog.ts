/** The website dialog's state: the form as typed, its errors, and Save (checked before sending). */
import { useMemo, useState } from 'preact/hooks';
import type { ApiErrorData, FieldErrors } from '../../../api/errors';
import type { Website } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import type { Send } from '../send';
import {
  emptyWebsiteForm,
  type WebsiteFormValue,
  websiteFieldErrors,
  websiteFormFromRecord,
} from './website-form';
import { websiteSave } from './website-save';

export interface WebsiteDialogProps {
  website: Website | null;
  send: Send;
  onSaved: (website: Website, created: boolean) => void;
  onClose: () => void;
}

export function useWebsiteDialog({ website, send, onSaved, onClose }: WebsiteDialogProps) {
  const original = useMemo(() => (website ? websiteFormFromRecord(website) : emptyWebsiteForm()), [website]);
  const [value, setValue] = useState(original);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<ApiErrorData | string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: Event) => {
    event.preventDefault();
    if (saving) return;
    const plan = websiteSave(value, original, website);
    setFieldErrors(plan.kind === 'invalid' ? plan.errors : {});
    if (plan.kind === 'invalid') return setError(t('manager_fixFields'));
    setError(null);
    if (plan.kind === 'unchanged') return onClose();
    setSaving(true);
    const result =
      plan.kind === 'update'
        ? await send('websites.update', { id: plan.id, input: plan.input })
        : await send('websites.create', plan.input);
    setSaving(false);
    // Nothing typed is lost on an error: the form stays as it was, with the server's words.
    if (result.ok) return onSaved(result.value, !website);
    setError(result.error);
    setFieldErrors(websiteFieldErrors(result.error.fields));
  };

  return {
    value,
    patch: (changes: Partial<WebsiteFormValue>) => setValue({ ...value, ...changes }),
    fieldErrors,
    error,
    saving,
    save,
  };
}

export type WebsiteDialogModel = ReturnType<typeof useWebsiteDialog>;
