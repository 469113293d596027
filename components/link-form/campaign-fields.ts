/**
 * What the campaign fields (CampaignFields.tsx) show and write, apart from
 * the page: the values read from the URL field, the preset offered as chosen, the preset picker's
 * choices and why a preset cannot be saved.
 */
import {
  type CampaignField,
  type CampaignValues,
  emptyCampaign,
  hasCampaign,
  readCampaign,
  withCampaign,
  withCampaignField,
} from '../../lib/shared/campaign';
import { t, tCount } from '../../lib/shared/i18n';
import {
  type CampaignPreset,
  MAX_PRESETS,
  presetMatching,
  presetProblem,
  type StoredCampaigns,
} from '../../lib/shared/stored-campaigns';

export interface CampaignView {
  /** The URL's campaign values; null when the URL is no web URL (the fields are disabled). */
  current: CampaignValues | null;
  /** What the five fields show: `current`, or all empty. */
  values: CampaignValues;
  /** The preset whose values the URL has, shown as chosen in the picker. */
  chosen: CampaignPreset | undefined;
  /** Something to preview and keep as a preset: an empty group is just its five fields. */
  withValues: boolean;
  /** The URL that will be shortened, as the preview shows it. */
  preview: string;
}

export function campaignView(url: string, stored: StoredCampaigns): CampaignView {
  const current = readCampaign(url);
  const values = current ?? emptyCampaign();
  return {
    current,
    values,
    chosen: current ? presetMatching(stored, values) : undefined,
    withValues: current !== null && hasCampaign(values),
    preview: url.trim(),
  };
}

/** `url` with all five values written in; null when nothing would change (or it is no web URL). */
export function urlWithValues(url: string, values: CampaignValues): string | null {
  const built = withCampaign(url, values);
  return built !== null && built !== url ? built : null;
}

/** `url` with one field's value written in; null when nothing would change (or it is no web URL). */
export function urlWithField(url: string, field: CampaignField, value: string): string | null {
  const built = withCampaignField(url, field, value);
  return built !== null && built !== url ? built : null;
}

/** The preset picker's choices: "choose" first, then each preset by name. */
export function presetOptions(stored: StoredCampaigns): { value: string; label: string }[] {
  return [
    { value: '', label: t('campaign_presetChoose') },
    ...stored.presets.map((preset) => ({ value: preset.name, label: preset.name })),
  ];
}

const PROBLEM_TEXT = {
  noName: 'campaign_presetNoName',
  noValues: 'campaign_presetNoValues',
} as const;

/** Why the preset `name` with `values` cannot be saved, in words; null when it can. */
export function presetSaveError(
  stored: StoredCampaigns,
  name: string,
  values: CampaignValues,
): string | null {
  const problem = presetProblem(stored, name, values);
  if (!problem) return null;
  return problem === 'full' ? tCount('campaign_presetsFull', MAX_PRESETS) : t(PROBLEM_TEXT[problem]);
}
