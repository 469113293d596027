import { useMemo, useState } from 'preact/hooks';
import { CheckboxField } from '../../../../components/CheckboxField';
import { Field } from '../../../../components/Field';
import { SelectField } from '../../../../components/SelectField';
import { PRIVACY, type Privacy } from '../../../api/enums';
import type { ApiErrorData, FieldErrors } from '../../../api/errors';
import type { Website } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import { unicodeHost } from '../../../shared/idn';
import type { Result } from '../../../shared/protocol';
import { Dialog } from '../Dialog';
import { FormDialogFooter } from '../FormDialogFooter';
import type { Send } from '../send';
import { TextAreaField } from '../TextAreaField';
import { TrackingCodeSection } from './TrackingCodeDialog';
import {
  emptyWebsiteForm,
  toWebsiteCreateInput,
  toWebsiteUpdateInput,
  validateWebsiteForm,
  websiteFieldErrors,
  websiteFormFromRecord,
} from './website-form';

interface WebsiteDialogProps {
  website: Website | null;
  send: Send;
  onSaved: (website: Website, created: boolean) => void;
  onClose: () => void;
}

const privacyOptions = () => PRIVACY.map((p) => ({ value: p, label: t(`manager_privacy_${p}`) }));

/** Create or edit a tracked website. Checked before sending; nothing typed is lost on an error. */
export function WebsiteDialog({ website, send, onSaved, onClose }: WebsiteDialogProps) {
  const original = useMemo(() => (website ? websiteFormFromRecord(website) : emptyWebsiteForm()), [website]);
  const [value, setValue] = useState(original);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<ApiErrorData | string | null>(null);
  const [saving, setSaving] = useState(false);
  const patch = (changes: Partial<typeof value>) => setValue({ ...value, ...changes });

  const save = async (event: Event) => {
    event.preventDefault();
    if (saving) return;
    const local = validateWebsiteForm(value, website);
    setFieldErrors(local);
    if (Object.keys(local).length > 0) return setError(t('manager_fixFields'));
    setError(null);
    let result: Result<Website>;
    if (website) {
      const input = toWebsiteUpdateInput(value, original);
      if (Object.keys(input).length === 0) return onClose();
      setSaving(true);
      result = await send('websites.update', { id: website.id, input });
    } else {
      setSaving(true);
      result = await send('websites.create', toWebsiteCreateInput(value));
    }
    setSaving(false);
    if (result.ok) return onSaved(result.value, !website);
    setError(result.error);
    setFieldErrors(websiteFieldErrors(result.error.fields));
  };

  const title = website
    ? t('manager_editWebsiteTitle', unicodeHost(website.host))
    : t('manager_newWebsiteTitle');
  const keepPassword = website?.privacy === 'password' && website.hasPassword;
  return (
    <Dialog title={title} onClose={onClose} class="website-dialog">
      <form onSubmit={save} noValidate>
        <fieldset disabled={saving}>
          {!website && (
            <Field
              id="website-url"
              label={t('manager_websiteUrl')}
              required
              autoComplete="off"
              value={value.url}
              onValue={(url) => patch({ url })}
              errors={fieldErrors.url}
            />
          )}
          <SelectField
            id="website-privacy"
            label={t('manager_websitePrivacy')}
            value={value.privacy}
            options={privacyOptions()}
            onValue={(privacy) => patch({ privacy: privacy as Privacy })}
            errors={fieldErrors.privacy}
          />
          {value.privacy === 'password' && (
            <Field
              id="website-password"
              label={t('manager_websitePassword')}
              type="password"
              autoComplete="new-password"
              maxLength={128}
              required={!keepPassword}
              placeholder={keepPassword ? t('manager_websitePasswordKeep') : undefined}
              value={value.password}
              onValue={(password) => patch({ password })}
              errors={fieldErrors.password}
            />
          )}
          <CheckboxField
            id="website-email"
            label={t('manager_websiteEmail')}
            checked={value.emailReports}
            onChecked={(emailReports) => patch({ emailReports })}
            errors={fieldErrors.emailReports}
          />
          <CheckboxField
            id="website-bots"
            label={t('manager_websiteBots')}
            checked={value.excludeBots}
            onChecked={(excludeBots) => patch({ excludeBots })}
            errors={fieldErrors.excludeBots}
          />
          <TextAreaField
            id="website-ips"
            label={t('manager_websiteIps')}
            hint={t('manager_websiteIpsHint')}
            value={value.excludeIps}
            onValue={(excludeIps) => patch({ excludeIps })}
            errors={fieldErrors.excludeIps}
          />
        </fieldset>
        {website && <TrackingCodeSection send={send} />}
        <FormDialogFooter error={error} saving={saving} onClose={onClose} />
      </form>
    </Dialog>
  );
}
