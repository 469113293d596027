/**
 * The notification of a field run, and what its clicks do. A run's notification has the id
 * `field-run:<job id>`, so a worker that shows it again (one stopped before it noted it shown)
 * replaces it rather than adding a second. Its click copies the short links the page did not take
 * (Chromium adds a "Copy links" button for it) or takes back a write the page cannot undo. The
 * run stays stored for that (job.ts keeps the most recent finished runs for the session): a
 * notification may be clicked in the system's list long after it was shown, and some systems
 * close one on their own, so its closing is no sign it is done with.
 */
import { browser } from 'wxt/browser';
import type { FieldUndo } from '../../shared/field-links';
import { t } from '../../shared/i18n';
import { loadSettings } from '../settings/store';
import { flashBadge } from '../toolbar-flash';
import { type FieldJob, forgetFieldJob, runOfJob } from './job';
import { type FieldOutcome, fieldNotice, undoRefused, unwrittenText } from './notice';
import type { FieldPage } from './page';

const PREFIX = 'field-run:';

function show(id: string, notice: { title: string; message: string }, copyButton = false) {
  return browser.notifications
    .create(id, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      ...notice,
      // Firefox's notifications have no buttons (it refuses the option): the click copies there.
      ...(copyButton && !import.meta.env.FIREFOX ? { buttons: [{ title: t('field_copyLinks') }] } : {}),
    })
    .catch((error: unknown) => console.warn('Could not show a notification', error));
}

/**
 * Says how a run ended (or why none started): a notification when notifications are on, and
 * always when it offers something only it can do (Undo, the links to copy); and the badge.
 */
export async function tellField(
  outcome: FieldOutcome,
  run: FieldJob | null,
  target: { profileId?: string | undefined; preset?: string | undefined } = {},
): Promise<void> {
  const settings = await loadSettings(run?.job.profileId ?? target.profileId);
  const failed = outcome.problem !== undefined || outcome.failed.length > 0;
  const copyable = (outcome.unwritten?.length ?? 0) > 0;
  const needed = outcome.undoable === false || copyable;
  const notice = fieldNotice(outcome, run?.preset ?? target.preset);
  await Promise.all([
    settings.notifications || needed
      ? show(run ? `${PREFIX}${run.job.id}` : '', notice, copyable)
      : undefined,
    outcome.found > 0 || failed ? flashBadge(failed ? 'error' : 'success') : undefined,
  ]);
}

export interface NoticeClickDeps {
  page: FieldPage;
  copy: (text: string) => Promise<void>;
}

/**
 * A click on a run's notification (or its Copy links button): the links the field did not take
 * go to the clipboard; a write the page cannot undo is taken back, only while the field holds
 * what was written (else the notification says why nothing was put back). Null: not this
 * feature's notification, or nothing left to do.
 */
export async function fieldNoticeClicked(
  id: string,
  deps: NoticeClickDeps,
): Promise<'copied' | FieldUndo | null> {
  if (!id.startsWith(PREFIX)) return null;
  const found = await runOfJob(id.slice(PREFIX.length));
  const outcome = found?.[1].outcome;
  if (outcome && unwrittenText(outcome)) {
    const copied = await deps.copy(unwrittenText(outcome)).then(
      () => true,
      (error: unknown) => {
        console.warn('Could not copy the short links', error);
        return false;
      },
    );
    await flashBadge(copied ? 'success' : 'error');
    return copied ? 'copied' : null;
  }
  await browser.notifications.clear(id);
  if (!found || outcome?.undoable !== false) return null;
  const [, run] = found;
  const result = await deps.page.undo(run.tabId, run.frameId).catch((): FieldUndo => 'gone');
  await forgetFieldJob(run.job.id); // Put back, or not: the Undo was used.
  if (result !== 'undone') await show(id, { title: t('field_notifyTitle'), message: undoRefused(result) });
  return result;
}
