/**
 * "Shorten links in this field" in the context menu of an editable element (with one child per
 * campaign preset of the active profile, once it has any) and as a keyboard command for the
 * focused field (tell.ts says how it went).
 */
import type { Browser } from 'wxt/browser';
import { t } from '../../shared/i18n';
import type { Settings } from '../../shared/settings/schema';
import { keepAliveSleep } from '../batch/jobs';
import type { QuickDeps } from '../feedback';
import type { FieldTarget } from './claim';
import type { FieldOutcome } from './notice';
import { type FieldPage, scriptingPage } from './page';
import { type FieldDeps, shortenInField } from './run';
import { tellField } from './tell';

export const FIELD_MENU_ID = 'shorten-links-field';
export const FIELD_COMMAND = 'shorten-links-field';
/** A child item's id: the menu id, a slash, the preset's name ('' for no campaign). */
const PRESET_SEPARATOR = '/';

/** The items: one, or a parent with "Without a campaign" and one child per preset. */
export function fieldMenuItems(presets: readonly string[]): Browser.contextMenus.CreateProperties[] {
  const contexts: ['editable'] = ['editable'];
  const parent = { id: FIELD_MENU_ID, title: t('field_menuTitle'), contexts };
  if (presets.length === 0) return [parent];
  const child = (name: string, title: string) => ({
    id: `${FIELD_MENU_ID}${PRESET_SEPARATOR}${name}`,
    parentId: FIELD_MENU_ID,
    title,
    contexts,
  });
  return [
    parent,
    child('', t('field_menuPlain')),
    ...presets.map((name) => child(name, t('field_menuPreset', name))),
  ];
}

/** The preset a clicked item names (undefined: none); null when the item is not this feature's. */
export function presetOfClick(menuItemId: string | number): string | undefined | null {
  const id = String(menuItemId);
  if (id === FIELD_MENU_ID) return undefined;
  if (!id.startsWith(FIELD_MENU_ID + PRESET_SEPARATOR)) return null;
  return id.slice(FIELD_MENU_ID.length + 1) || undefined;
}

export interface FieldFeedbackDeps extends Pick<QuickDeps, 'getApi'> {
  page?: FieldPage;
}

/** What a run needs from the worker: the API, the page code, the pacing's sleep, the notification. */
export function fieldDeps(deps: FieldFeedbackDeps, target: FieldTarget = { tabId: undefined }): FieldDeps {
  return {
    getApi: (chosen: Settings) => deps.getApi(chosen),
    page: deps.page ?? scriptingPage,
    sleep: keepAliveSleep,
    tell: (outcome, run) => tellField(outcome, run, target),
  };
}

/** Runs the feature for the menu or the key (or joins the field's run); the run tells the user. */
export function shortenFieldWithFeedback(
  target: FieldTarget,
  deps: FieldFeedbackDeps,
): Promise<FieldOutcome> {
  return shortenInField(target, fieldDeps(deps, target));
}
