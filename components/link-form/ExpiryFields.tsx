import type { FieldErrors } from '../../lib/api/errors';
import { t } from '../../lib/shared/i18n';
import type { LinkFormValue } from '../../lib/shared/link-form';
import { Field } from '../Field';

type ExpiryValue = Pick<
  LinkFormValue,
  'expirationDate' | 'expirationTime' | 'expirationClicks' | 'expirationUrl'
>;

interface ExpiryFieldsProps {
  idBase: string;
  value: ExpiryValue;
  onChange: (patch: Partial<ExpiryValue>) => void;
  fieldErrors: FieldErrors;
}

/** When the link stops redirecting (a date and time, or a number of clicks) and where it goes then. */
export function ExpiryFields({ idBase, value, onChange, fieldErrors }: ExpiryFieldsProps) {
  return (
    <>
      <div class="field-row">
        <Field
          id={`${idBase}-expiration-date`}
          label={t('form_expirationDate')}
          type="date"
          value={value.expirationDate}
          onValue={(expirationDate) => onChange({ expirationDate })}
          errors={fieldErrors.expirationDate}
        />
        <Field
          id={`${idBase}-expiration-time`}
          label={t('form_expirationTime')}
          type="time"
          value={value.expirationTime}
          onValue={(expirationTime) => onChange({ expirationTime })}
          errors={fieldErrors.expirationTime}
        />
      </div>
      <Field
        id={`${idBase}-expiration-clicks`}
        label={t('form_expirationClicks')}
        type="number"
        min={0}
        max={999_999_999}
        step={1}
        inputMode="numeric"
        value={value.expirationClicks}
        onValue={(expirationClicks) => onChange({ expirationClicks })}
        errors={fieldErrors.expirationClicks}
      />
      <Field
        id={`${idBase}-expiration-url`}
        label={t('form_expirationUrl')}
        hint={t('form_expirationUrlHint')}
        type="url"
        value={value.expirationUrl}
        onValue={(expirationUrl) => onChange({ expirationUrl })}
        errors={fieldErrors.expirationUrl}
      />
    </>
  );
}
