import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { activeProfileId, loadCampaignMemory, updateCampaignMemory } from '../../lib/pages/campaign-store';
import {
  CAMPAIGN_FIELDS,
  type CampaignField,
  type CampaignValues,
  campaignParam,
  emptyCampaign,
  hasCampaign,
  readCampaign,
  withCampaign,
  withCampaignField,
} from '../../lib/shared/campaign';
import {
  type CampaignMemory,
  deletePreset,
  emptyMemory,
  MAX_PRESETS,
  presetMatching,
  presetProblem,
  savePreset,
} from '../../lib/shared/campaign-memory';
import { t, tCount } from '../../lib/shared/i18n';
import { Field } from '../Field';
import { SelectField } from '../SelectField';
import './campaign-fields.css';

export interface CampaignFieldsProps {
  idBase: string;
  /** The URL field's value: the campaign fields show its `utm_*` parameters and write them into it. */
  url: string;
  onUrl: (url: string) => void;
}

const PROBLEM_TEXT = {
  noName: 'campaign_presetNoName',
  noValues: 'campaign_presetNoValues',
} as const;

/**
 * Campaign parameters: source, medium, campaign, term and content, read from the URL
 * field and written back into it (lib/shared/campaign.ts), so what is previewed is what is sent.
 * Each field offers the values this profile used before; named presets fill all five at once.
 */
export function CampaignFields({ idBase, url, onUrl }: CampaignFieldsProps) {
  const id = `${idBase}-campaign`;
  const current = readCampaign(url);
  const values = current ?? emptyCampaign();
  // Whose values and presets are offered (the active profile's); null until the background says.
  const [profileId, setProfileId] = useState<string | null>(null);
  const [memory, setMemory] = useState<CampaignMemory>(emptyMemory);
  const [presetName, setPresetName] = useState('');
  const [presetError, setPresetError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    let live = true;
    void activeProfileId().then(async (id) => {
      if (!live || !id) return;
      setProfileId(id);
      const loaded = await loadCampaignMemory(id).catch(() => null); // None: the fields work without.
      if (live && loaded) setMemory(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  const setValues = (next: CampaignValues) => {
    const built = withCampaign(url, next);
    if (built !== null && built !== url) onUrl(built);
  };
  const setField = (field: CampaignField, value: string) => {
    const built = withCampaignField(url, field, value);
    if (built !== null && built !== url) onUrl(built);
  };
  const change = async (update: (memory: CampaignMemory) => CampaignMemory, done: string) => {
    if (!profileId) return;
    try {
      setMemory(await updateCampaignMemory(profileId, update));
      setNotice(done);
    } catch {
      setPresetError(t('campaign_presetStoreFailed'));
    }
  };

  const chosen = current ? presetMatching(memory, values) : undefined;
  const withValues = current !== null && hasCampaign(values);
  const save = () => {
    setNotice('');
    const problem = presetProblem(memory, presetName, values);
    if (problem)
      return setPresetError(
        problem === 'full' ? tCount('campaign_presetsFull', MAX_PRESETS) : t(PROBLEM_TEXT[problem]),
      );
    setPresetError(null);
    const name = presetName.trim();
    setPresetName('');
    void change((known) => savePreset(known, name, values), t('campaign_presetSaved', name));
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
      {memory.presets.length > 0 && (
        <div class="campaign-row">
          <SelectField
            id={`${id}-preset`}
            label={t('campaign_preset')}
            value={chosen?.name ?? ''}
            options={[
              { value: '', label: t('campaign_presetChoose') },
              ...memory.presets.map((preset) => ({ value: preset.name, label: preset.name })),
            ]}
            onValue={(name) => {
              const preset = memory.presets.find((known) => known.name === name);
              if (preset) setValues(preset.values);
            }}
          />
          <button
            type="button"
            disabled={!chosen}
            aria-label={chosen ? t('campaign_presetDeleteNamed', chosen.name) : undefined}
            onClick={() =>
              chosen &&
              void change(
                (known) => deletePreset(known, chosen.name),
                t('campaign_presetDeleted', chosen.name),
              )
            }
          >
            {t('campaign_presetDelete')}
          </button>
        </div>
      )}
      <div class="campaign-grid">
        {CAMPAIGN_FIELDS.map((field) => {
          const fieldId = `${id}-${field}`;
          const used = memory.recent[field];
          return (
            <div key={field}>
              <Field
                id={fieldId}
                label={t(`campaign_field_${field}`)}
                value={values[field]}
                onValue={(value) => setField(field, value)}
                // A value's spaces around it go when the field is left (typing "spring sale" keeps its space).
                onBlur={(event) => {
                  const typed = event.currentTarget.value;
                  if (typed !== typed.trim()) setField(field, typed.trim());
                }}
                placeholder={campaignParam(field)}
                list={used.length > 0 ? `${fieldId}-used` : undefined}
                autoComplete="off"
                spellcheck={false}
              />
              {used.length > 0 && (
                <datalist id={`${fieldId}-used`}>
                  {used.map((value) => (
                    <option key={value} value={value} />
                  ))}
                </datalist>
              )}
            </div>
          );
        })}
      </div>
      {/* Only with something to show or keep: an empty group is just its five fields. */}
      {withValues && <Preview id={`${id}-preview`} url={url.trim()} />}
      {withValues && (
        <div class="campaign-row">
          <Field
            id={`${id}-preset-name`}
            label={t('campaign_presetName')}
            value={presetName}
            onValue={(name) => {
              setPresetName(name);
              setPresetError(null);
            }}
            // Enter saves the preset; it must not submit the link form around it.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              save();
            }}
            autoComplete="off"
            disabled={!profileId}
            errors={presetError ? [presetError] : undefined}
          />
          <button type="button" disabled={!profileId} onClick={save}>
            {t('campaign_presetSave')}
          </button>
          <small class="field-hint campaign-notice" aria-live="polite">
            {notice}
          </small>
        </div>
      )}
    </fieldset>
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
