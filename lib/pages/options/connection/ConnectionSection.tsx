import { Field } from '../../../../components/Field';
import type { FieldErrors } from '../../../api/errors';
import { t } from '../../../shared/i18n';
import type { OptionsFormValue } from '../options-form';
import type { KeyQuestion } from '../options-reducer';
import type { UrlNotes } from '../use-options';
import { ApiKeyField } from './ApiKeyField';
import { ConnectFromTabHint } from './ConnectFromTabHint';
import { isInsecureUrl } from './validate';

interface ConnectionSectionProps {
  form: OptionsFormValue;
  update: (patch: Partial<OptionsFormValue>) => void;
  savedHint: string | null;
  fieldErrors: FieldErrors;
  /** What Save or Test connection took off a base URL (`/api/v1...`), shown under it. */
  urlNotes?: UrlNotes;
  /** The organization's policy sets the addresses: shown, not editable. */
  locked?: boolean | undefined;
  /** The policy gives this locked profile's key too: the key field is shown, not editable. */
  keyLocked?: boolean | undefined;
  /** The new origins the saved key would go to, asked about at the key field; null when not asked. */
  keyQuestion?: KeyQuestion | null;
  onAgreeToSendKey?: () => void;
}

/** The API key and the two base URLs, with the plain-http warning where it applies. */
export function ConnectionSection({
  form,
  update,
  savedHint,
  fieldErrors,
  urlNotes = {},
  locked = false,
  keyLocked = false,
  keyQuestion = null,
  onAgreeToSendKey,
}: ConnectionSectionProps) {
  const warning = t('options_httpWarning');
  return (
    <section>
      <h2>{t('options_connection')}</h2>
      {!locked && <ConnectFromTabHint />}
      <ApiKeyField
        value={form.apiKey}
        onValue={(apiKey) => update({ apiKey })}
        savedHint={savedHint}
        errors={fieldErrors.apiKey}
        locked={keyLocked}
      />
      {keyQuestion && (
        <div class="button-row">
          <button type="button" class="button-small" onClick={onAgreeToSendKey}>
            {t('options_keySendTo', keyQuestion.origins.join(', '))}
          </button>
        </div>
      )}
      <Field
        id="links-base-url"
        label={t('options_linksBaseUrl')}
        type="url"
        inputMode="url"
        autoComplete="url"
        value={form.linksBaseUrl}
        readOnly={locked}
        onValue={(linksBaseUrl) => update({ linksBaseUrl })}
        hint={
          urlNotes.linksBaseUrl ??
          (isInsecureUrl(form.linksBaseUrl) ? warning : t('options_linksBaseUrlHint'))
        }
        // The removed API path is a note (the connection may well work), never an error's red.
        hintIsWarning={urlNotes.linksBaseUrl === undefined && isInsecureUrl(form.linksBaseUrl)}
        errors={fieldErrors.linksBaseUrl}
      />
      <Field
        id="analytics-base-url"
        label={t('options_analyticsBaseUrl')}
        type="url"
        inputMode="url"
        placeholder={t('options_analyticsSame')}
        value={form.analyticsBaseUrl}
        readOnly={locked}
        onValue={(analyticsBaseUrl) => update({ analyticsBaseUrl })}
        hint={urlNotes.analyticsBaseUrl ?? (isInsecureUrl(form.analyticsBaseUrl) ? warning : undefined)}
        hintIsWarning={urlNotes.analyticsBaseUrl === undefined && isInsecureUrl(form.analyticsBaseUrl)}
        errors={fieldErrors.analyticsBaseUrl}
      />
    </section>
  );
}
