import { CheckboxField } from '../../../../components/CheckboxField';
import { Field } from '../../../../components/Field';
import { SelectField } from '../../../../components/SelectField';
import { PRIVACY, type Privacy } from '../../../api/enums';
import type { Website } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import { TextAreaField } from '../TextAreaField';
import type { WebsiteDialogModel } from './use-website-dialog';
import { keepsStoredPassword } from './website-form';

const privacyOptions = () => PRIVACY.map((p) => ({ value: p, label: t(`manager_privacy_${p}`) }));

/**
 * The website dialog's inputs. The URL is asked only for a new website (an edit sends no host);
 * the password only for password-protected statistics.
 */
export function WebsiteFields({ website, form }: { website: Website | null; form: WebsiteDialogModel }) {
  const { value, patch, fieldErrors } = form;
  const keepPassword = keepsStoredPassword(website);
  return (
    <>
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
    </>
  );
}
