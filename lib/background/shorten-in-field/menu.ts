/**
 * "Shorten links in this field" in the context menu of an editable element (with one child per
 * campaign preset of the active profile, once it has any) and as a keyboard command for the
 * focused field; then the notification, whose click takes the write back where the page's own
 * undo cannot.
 */
import { type Browser, browser } from 'wxt/browser';
import { t } from '../../shared/i18n';
import type { Settings } from '../../shared/settings/schema';
import { keepAliveSleep } from '../batch/jobs';
import type { QuickDeps } from '../feedback';
import { notificationId, parseNotificationId } from '../notifications/id';
import { notify, showNotification } from '../notifications/show';
import { loadSettings } from '../settings/store';
import { flashBadge } from '../toolbar-flash';
import { type FieldOutcome, fieldNotice } from './notice';
import { type FieldPage, scriptingPage } from './page';
import { type FieldTarget, shortenInField } from './run';

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

/** Runs the feature for the menu or the key, then tells the user (notification, badge). */
export async function shortenFieldWithFeedback(
  target: FieldTarget,
  deps: FieldFeedbackDeps,
): Promise<FieldOutcome> {
  const settings = await loadSettings(target.profileId);
  const page = deps.page ?? scriptingPage;
  const outcome = await shortenInField(target, settings, {
    getApi: (chosen: Settings) => deps.getApi(chosen),
    page,
    sleep: keepAliveSleep,
  });
  const failed = outcome.problem !== undefined || outcome.failed.length > 0;
  const notice = fieldNotice(outcome, target.preset);
  // The notification of a write the page cannot undo: a click on it puts the field back.
  const undoId =
    outcome.undoable === false
      ? notificationId('fieldUndo', { tab: String(target.tabId), frame: String(outcome.frameId ?? 0) })
      : '';
  await Promise.all([
    undoId
      ? showNotification(undoId, notice)
      : settings.notifications
        ? notify(notice.title, notice.message)
        : undefined,
    outcome.found > 0 || failed ? flashBadge(failed ? 'error' : 'success') : undefined,
  ]);
  return outcome;
}

/** A click on the notification of a write the page cannot undo puts the field back. */
export async function undoFromNotification(id: string, page: FieldPage = scriptingPage) {
  const parsed = parseNotificationId(id);
  if (parsed?.kind !== 'fieldUndo') return false;
  const [tabId, frameId] = [Number(parsed.data.tab), Number(parsed.data.frame)];
  if (!Number.isInteger(tabId) || !Number.isInteger(frameId)) return false;
  await browser.notifications.clear(id);
  return page.undo(tabId as number, frameId as number).catch(() => false);
}
