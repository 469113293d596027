import type { FieldErrors } from '../../lib/api/errors';
import { t } from '../../lib/shared/i18n';
import type { LinkFormValue } from '../../lib/shared/link-form';
import type { ServerLists } from '../../lib/shared/protocol';
import { CheckboxField } from '../CheckboxField';
import { lazyComponent } from '../lazy-component';
import type { LinkFormCapabilities } from './capabilities';
import { ExpiryFields } from './ExpiryFields';
import { IdPicker } from './IdPicker';
import { PixelPicker } from './PixelPicker';
import { PrivacyFields } from './PrivacyFields';
import { TargetsEditor } from './TargetsEditor';
import type { CampaignSend } from './use-stored-campaigns';

export interface MoreOptionsProps {
  idBase: string;
  value: LinkFormValue;
  patch: (changes: Partial<LinkFormValue>) => void;
  fieldErrors: FieldErrors;
  capabilities: LinkFormCapabilities;
  lists: ServerLists | null;
  mode: 'create' | 'edit';
  send: CampaignSend;
}

// Campaign parameters in a chunk of their own, asked for as soon as this one runs: what
// they import then stays out of the list of files the popup's first chunk names for More options.
const CampaignFields = lazyComponent(() =>
  import('./CampaignFields').then((module) => module.CampaignFields),
);
void CampaignFields.preload();

/** The link fields behind "More options"; loaded on demand by LinkForm. */
export function MoreOptions({
  idBase,
  value,
  patch,
  fieldErrors,
  capabilities,
  lists,
  mode,
  send,
}: MoreOptionsProps) {
  return (
    <>
      <CampaignFields idBase={idBase} url={value.url} onUrl={(url) => patch({ url })} send={send} />
      <IdPicker
        id={`${idBase}-domain`}
        label={t('form_domain')}
        value={value.domain}
        onValue={(domain) => patch({ domain })}
        options={lists?.domains ?? null}
        errors={fieldErrors.domain}
      />
      <IdPicker
        id={`${idBase}-space`}
        label={t('form_space')}
        value={value.space}
        onValue={(space) => patch({ space })}
        options={lists?.spaces ?? null}
        errors={fieldErrors.space}
      />
      <PixelPicker
        id={`${idBase}-pixels`}
        value={value.pixels}
        onValue={(pixels) => patch({ pixels })}
        options={lists?.pixels ?? null}
        errors={fieldErrors.pixels}
      />
      <PrivacyFields
        idBase={idBase}
        privacy={value.privacy}
        privacyPassword={value.privacyPassword}
        onChange={patch}
        fieldErrors={fieldErrors}
        mode={mode}
      />
      <ExpiryFields idBase={idBase} value={value} onChange={patch} fieldErrors={fieldErrors} />
      <TargetsEditor
        idBase={idBase}
        type={value.targetsType}
        rows={value.targets}
        types={capabilities.targetsTypes}
        onChange={patch}
        fieldErrors={fieldErrors}
      />
      {(capabilities.disabledFlag || value.disabled) && (
        <CheckboxField
          id={`${idBase}-disabled`}
          label={t('form_disabled')}
          checked={value.disabled}
          onChecked={(checked) => patch({ disabled: checked })}
          errors={fieldErrors.disabled}
        />
      )}
      {(capabilities.sensitiveContent || value.sensitiveContent) && (
        <CheckboxField
          id={`${idBase}-sensitive`}
          label={t('form_sensitiveContent')}
          checked={value.sensitiveContent}
          onChecked={(checked) => patch({ sensitiveContent: checked })}
          errors={fieldErrors.sensitiveContent}
        />
      )}
    </>
  );
}
