/**
 * What a profile remembers of its campaigns: the values used before, per field, most
 * recent first (offered in each field's datalist), and the named presets ("Newsletter",
 * "Mastodon"). Pure: the worker keeps it in storage.local, one item per profile
 * (lib/background/campaigns.ts); the campaign fields read it
 * (components/link-form/use-stored-campaigns.ts).
 */
import {
  CAMPAIGN_FIELDS,
  type CampaignField,
  type CampaignValues,
  emptyCampaign,
  hasCampaign,
} from './campaign';

/**
 * Its place: `local:campaigns:<profile>`, one item per profile, written by the worker alone (the
 * pages ask by message) and removed with its profile. Not in storage-keys.ts, which the popup
 * loads before it can be typed into: the campaign fields come later.
 */
export const campaignsStorageKey = (profileId: string) => `campaigns:${profileId}`;

export interface CampaignPreset {
  name: string;
  values: CampaignValues;
}

export interface StoredCampaigns {
  recent: Record<CampaignField, string[]>;
  /** Sorted by name. */
  presets: CampaignPreset[];
}

/** Values kept per field: enough to find last month's, few enough for a datalist. */
export const RECENT_PER_FIELD = 10;
export const MAX_PRESETS = 20;
/** Longer names are cut: a preset's name is a label in a select. */
export const PRESET_NAME_MAX = 60;

export function emptyStoredCampaigns(): StoredCampaigns {
  const recent = {} as Record<CampaignField, string[]>;
  for (const field of CAMPAIGN_FIELDS) recent[field] = [];
  return { recent, presets: [] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

function readValues(raw: unknown): CampaignValues {
  const values = emptyCampaign();
  if (!isRecord(raw)) return values;
  for (const field of CAMPAIGN_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** Tolerant read of a stored value: anything malformed is left out, never an error. */
export function readStoredCampaigns(raw: unknown): StoredCampaigns {
  const stored = emptyStoredCampaigns();
  if (!isRecord(raw)) return stored;
  const recent = isRecord(raw.recent) ? raw.recent : {};
  for (const field of CAMPAIGN_FIELDS)
    stored.recent[field] = strings(recent[field]).slice(0, RECENT_PER_FIELD);
  const presets = Array.isArray(raw.presets) ? raw.presets : [];
  for (const preset of presets) {
    if (!isRecord(preset) || typeof preset.name !== 'string' || preset.name.trim() === '') continue;
    if (findPreset(stored, preset.name)) continue;
    stored.presets.push({ name: preset.name.trim(), values: readValues(preset.values) });
  }
  stored.presets = sortPresets(stored.presets).slice(0, MAX_PRESETS);
  return stored;
}

/** The values of a created link, each moved to the front of its field's list (trimmed, once, capped). */
export function rememberUsed(stored: StoredCampaigns, values: CampaignValues): StoredCampaigns {
  const recent = { ...stored.recent };
  for (const field of CAMPAIGN_FIELDS) {
    const value = values[field].trim();
    if (value === '') continue;
    recent[field] = [value, ...recent[field].filter((known) => known !== value)].slice(0, RECENT_PER_FIELD);
  }
  return { ...stored, recent };
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
const sortPresets = (presets: CampaignPreset[]) =>
  [...presets].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

export const findPreset = (stored: StoredCampaigns, name: string) =>
  stored.presets.find((preset) => sameName(preset.name, name));

/** Why a preset cannot be saved, or null: the page says it at the name field. */
export type PresetProblem = 'noName' | 'noValues' | 'full';

export function presetProblem(
  stored: StoredCampaigns,
  name: string,
  values: CampaignValues,
): PresetProblem | null {
  if (name.trim() === '') return 'noName';
  if (!hasCampaign(values)) return 'noValues';
  if (!findPreset(stored, name) && stored.presets.length >= MAX_PRESETS) return 'full';
  return null;
}

/** Adds the preset, or replaces the one of the same name (whatever its case). Check presetProblem first. */
export function savePreset(stored: StoredCampaigns, name: string, values: CampaignValues): StoredCampaigns {
  const preset = { name: name.trim().slice(0, PRESET_NAME_MAX), values: { ...values } };
  const others = stored.presets.filter((known) => !sameName(known.name, preset.name));
  return { ...stored, presets: sortPresets([...others, preset]).slice(0, MAX_PRESETS) };
}

export function deletePreset(stored: StoredCampaigns, name: string): StoredCampaigns {
  return { ...stored, presets: stored.presets.filter((preset) => !sameName(preset.name, name)) };
}

/** The preset whose five values are exactly `values` (what the preset picker shows as chosen). */
export function presetMatching(stored: StoredCampaigns, values: CampaignValues): CampaignPreset | undefined {
  return stored.presets.find((preset) =>
    CAMPAIGN_FIELDS.every((field) => preset.values[field] === values[field]),
  );
}
