import { CheckboxField } from '../../../components/CheckboxField';
import { IdPicker } from '../../../components/link-form/IdPicker';
import { SelectField } from '../../../components/SelectField';
import type { Dialect } from '../../api/enums';
import type { FieldErrors } from '../../api/errors';
import { t } from '../../shared/i18n';
import type { ServerLists } from '../../shared/protocol';
import type { PublicSettings } from '../../shared/settings/schema';
import type { OptionsFormValue } from './options-form';

interface PreferencesSectionProps {
  form: OptionsFormValue;
  update: (patch: Partial<OptionsFormValue>) => void;
  saved: PublicSettings;
  lists: ServerLists | null;
  fieldErrors: FieldErrors;
  /** What the last Test connection found, before the worker stores it for the saved URL. */
  testedDialect?: Dialect | null;
}

const VERSIONS = ['auto', 'classic', 'current'] as const;

export function PreferencesSection({
  form,
  update,
  saved,
  lists,
  fieldErrors,
  testedDialect,
}: PreferencesSectionProps) {
  const detected = testedDialect ?? saved.detectedDialect.links;
  // Domains and spaces are the server's: before a connection is saved there is nothing to pick,
  // and bare number fields asked for ids no one knows yet.
  const connected = saved.apiKeyHint !== null && saved.linksBaseUrl !== '';
  return (
    <section>
      <h2>{t('options_preferences')}</h2>
      <CheckboxField
        id="copy-automatically"
        label={t('options_copyAutomatically')}
        checked={form.copyAutomatically}
        onChecked={(copyAutomatically) => update({ copyAutomatically })}
      />
      <CheckboxField
        id="reuse-existing"
        label={t('options_reuseExisting')}
        checked={form.reuseExisting}
        onChecked={(reuseExisting) => update({ reuseExisting })}
      />
      <CheckboxField
        id="close-after-copy"
        label={t('options_closeAfterCopy')}
        checked={form.closeAfterCopy}
        onChecked={(closeAfterCopy) => update({ closeAfterCopy })}
      />
      <CheckboxField
        id="context-menus"
        label={t('options_contextMenus')}
        checked={form.contextMenus}
        onChecked={(contextMenus) => update({ contextMenus })}
      />
      <CheckboxField
        id="notifications"
        label={t('options_notifications')}
        checked={form.notifications}
        onChecked={(notifications) => update({ notifications })}
      />
      {connected && (
        <>
          <IdPicker
            id="default-domain"
            label={t('options_defaultDomain')}
            value={form.defaultDomain}
            onValue={(defaultDomain) => update({ defaultDomain })}
            options={lists?.domains ?? null}
            errors={fieldErrors.defaultDomain}
          />
          <IdPicker
            id="default-space"
            label={t('options_defaultSpace')}
            value={form.defaultSpace}
            onValue={(defaultSpace) => update({ defaultSpace })}
            options={lists?.spaces ?? null}
            errors={fieldErrors.defaultSpace}
          />
        </>
      )}
      <SelectField
        id="server-version"
        label={t('options_serverVersion')}
        value={form.serverVersion}
        options={VERSIONS.map((value) => ({ value, label: t(`options_serverVersion_${value}`) }))}
        onValue={(value) => update({ serverVersion: value as OptionsFormValue['serverVersion'] })}
        hint={
          detected ? t('options_detected', t(`options_serverVersion_${detected}`)) : t('options_detectedNone')
        }
      />
    </section>
  );
}
