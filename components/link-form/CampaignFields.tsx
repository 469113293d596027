import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { CAMPAIGN_FIELDS, type CampaignField, campaignParam } from '../../lib/shared/campaign';
import { t } from '../../lib/shared/i18n';
import type { CampaignPreset, StoredCampaigns } from '../../lib/shared/stored-campaigns';
import { Field } from '../Field';
import { SelectField } from '../SelectField';
import { campaignView, presetOptions, presetSaveError, urlWithField, urlWithValues } from './campaign-fields';
import './campaign-fields.css';
import { type CampaignSend, useStoredCampaigns } from './use-stored-campaigns';

export interface CampaignFieldsProps {
  idBase: string;
  /** The URL field's value: the campaign fields show its `utm_*` parameters and write them into it. */
  url: string;
  onUrl: (url: string) => void;
  /** How the fields ask the worker for the active profile and change its presets. */
  send: CampaignSend;
}

/**
 * Campaign parameters: source, medium, campaign, term and content, read from the URL
 * field and written back into it (lib/shared/campaign.ts), so what is previewed is what is sent.
 * Each field offers the values this profile used before; named presets fill all five at once.
 */
export function CampaignFields({ idBase, url, onUrl, send }: CampaignFieldsProps) {
  const id = `${idBase}-campaign`;
  const campaign = useStoredCampaigns(send);
  const { stored } = campaign;
  const { current, values, chosen, withValues, preview } = campaignView(url, stored);
  const [presetName, setPresetName] = useState('');
  const write = (built: string | null) => built !== null && onUrl(built);

  const save = () => {
    campaign.setNotice('');
    const error = presetSaveError(stored, presetName, values);
    campaign.setError(error);
    if (error) return;
    const name = presetName.trim();
    setPresetName('');
    void campaign.savePreset(name, values, t('campaign_presetSaved', name));
  };
  const noteId = `${id}-note`;

  return (
    <fieldset class="campaign-fields" disabled={!current} aria-describedby={current ? undefined : noteId}>
      <legend>{t('campaign_legend')}</legend>
      {!current && (
        <small id={noteId} class="field-hint">
          {t('campaign_needsWebUrl')}
        </small>
      )}
      {stored.presets.length > 0 && (
        <PresetPicker
          id={`${id}-preset`}
          stored={stored}
          chosen={chosen}
          onPreset={(preset) => write(urlWithValues(url, preset.values))}
          onDelete={(name) => void campaign.deletePreset(name, t('campaign_presetDeleted', name))}
        />
      )}
      <div class="campaign-grid">
        {CAMPAIGN_FIELDS.map((field) => (
          <CampaignInput
            key={field}
            id={`${id}-${field}`}
            field={field}
            value={values[field]}
            used={stored.recent[field]}
            onValue={(value) => write(urlWithField(url, field, value))}
          />
        ))}
      </div>
      {/* Only with something to show or keep: an empty group is just its five fields. */}
      {withValues && <Preview id={`${id}-preview`} url={preview} />}
      {withValues && (
        <PresetSaver
          id={`${id}-preset-name`}
          name={presetName}
          onName={(name) => {
            setPresetName(name);
            campaign.setError(null);
          }}
          onSave={save}
          disabled={!campaign.profileId}
          error={campaign.error}
          notice={campaign.notice}
        />
      )}
    </fieldset>
  );
}

interface PresetPickerProps {
  id: string;
  stored: StoredCampaigns;
  chosen: CampaignPreset | undefined;
  onPreset: (preset: CampaignPreset) => void;
  onDelete: (name: string) => void;
}

/** The saved presets to fill all five fields at once, and Delete for the one chosen. */
function PresetPicker({ id, stored, chosen, onPreset, onDelete }: PresetPickerProps) {
  return (
    <div class="campaign-row">
      <SelectField
        id={id}
        label={t('campaign_preset')}
        value={chosen?.name ?? ''}
        options={presetOptions(stored)}
        onValue={(name) => {
          const preset = stored.presets.find((known) => known.name === name);
          if (preset) onPreset(preset);
        }}
      />
      <button
        type="button"
        disabled={!chosen}
        aria-label={chosen ? t('campaign_presetDeleteNamed', chosen.name) : undefined}
        onClick={() => chosen && onDelete(chosen.name)}
      >
        {t('campaign_presetDelete')}
      </button>
    </div>
  );
}

interface CampaignInputProps {
  id: string;
  field: CampaignField;
  value: string;
  /** The values this profile used before in this field, offered as suggestions. */
  used: readonly string[];
  onValue: (value: string) => void;
}

function CampaignInput({ id, field, value, used, onValue }: CampaignInputProps) {
  return (
    <div>
      <Field
        id={id}
        label={t(`campaign_field_${field}`)}
        value={value}
        onValue={onValue}
        // A value's spaces around it go when the field is left (typing "spring sale" keeps its space).
        onBlur={(event) => {
          const typed = event.currentTarget.value;
          if (typed !== typed.trim()) onValue(typed.trim());
        }}
        placeholder={campaignParam(field)}
        list={used.length > 0 ? `${id}-used` : undefined}
        autoComplete="off"
        spellcheck={false}
      />
      {used.length > 0 && (
        <datalist id={`${id}-used`}>
          {used.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
    </div>
  );
}

interface PresetSaverProps {
  id: string;
  name: string;
  onName: (name: string) => void;
  onSave: () => void;
  disabled: boolean;
  error: string | null;
  /** What the last change to the presets did. */
  notice: string;
}

/** Keeps the five values as a named preset. */
function PresetSaver({ id, name, onName, onSave, disabled, error, notice }: PresetSaverProps) {
  return (
    <div class="campaign-row">
      <Field
        id={id}
        label={t('campaign_presetName')}
        value={name}
        onValue={onName}
        // Enter saves the preset; it must not submit the link form around it.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onSave();
        }}
        autoComplete="off"
        disabled={disabled}
        errors={error ? [error] : undefined}
      />
      <button type="button" disabled={disabled} onClick={onSave}>
        {t('campaign_presetSave')}
      </button>
      <small class="field-hint campaign-notice" aria-live="polite">
        {notice}
      </small>
    </div>
  );
}

/** The URL that will be shortened, whole (the URL field above scrolls a long one out of sight). */
function Preview({ id, url }: { id: string; url: string }) {
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const area = box.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${area.scrollHeight + area.offsetHeight - area.clientHeight}px`;
  }, [url]);
  return (
    <div class="field campaign-preview">
      <label for={id}>{t('campaign_preview')}</label>
      <textarea id={id} ref={box} rows={1} readOnly spellcheck={false} value={url} />
    </div>
  );
}
