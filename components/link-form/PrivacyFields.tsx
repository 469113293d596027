import { PRIVACY, type Privacy } from '../../lib/api/enums';
import type { FieldErrors } from '../../lib/api/errors';
import { t } from '../../lib/shared/i18n';
import { Field } from '../Field';
import { SelectField } from '../SelectField';

interface PrivacyFieldsProps {
  idBase: string;
  privacy: Privacy;
  privacyPassword: string;
  onChange: (patch: { privacy?: Privacy; privacyPassword?: string }) => void;
  fieldErrors: FieldErrors;
  mode: 'create' | 'edit';
}

/** Who may see the link's statistics page; the password field appears only when it applies. */
export function PrivacyFields({
  idBase,
  privacy,
  privacyPassword,
  onChange,
  fieldErrors,
  mode,
}: PrivacyFieldsProps) {
  const options = PRIVACY.map((value) => ({ value, label: t(`form_privacy_${value}`) }));
  // Without its own input (public, private), a statistics password's message sits at the privacy.
  const privacyErrors =
    privacy === 'password'
      ? fieldErrors.privacy
      : [...(fieldErrors.privacy ?? []), ...(fieldErrors.privacyPassword ?? [])];
  return (
    <>
      <SelectField
        id={`${idBase}-privacy`}
        label={t('form_privacy')}
        value={privacy}
        options={options}
        onValue={(value) => onChange({ privacy: value as Privacy })}
        errors={privacyErrors?.length ? privacyErrors : undefined}
      />
      {privacy === 'password' && (
        <Field
          id={`${idBase}-privacy-password`}
          label={t('form_privacyPassword')}
          type="password"
          autoComplete="new-password"
          placeholder={mode === 'edit' ? t('form_passwordKeep') : undefined}
          value={privacyPassword}
          onValue={(value) => onChange({ privacyPassword: value })}
          errors={fieldErrors.privacyPassword}
        />
      )}
    </>
  );
}
