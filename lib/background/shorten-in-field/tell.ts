/**
 * The notification of a field run, and what its click does. A run's notification has the id
 * `fieldRun?job=<job id>` (notifications/id.ts), so a worker that shows it again (one stopped
 * before it noted it shown) replaces it rather than adding a second. Its click copies the short
 * links the page did not take (Chromium adds a "Copy links" button for it) or takes back a write
 * the page cannot undo; notifications/clicks.ts hands it the click. The run stays stored for that
 * (job.ts keeps the most recent finished runs for the session): a notification may be clicked in
 * the system's list long after it was shown, and some systems close one on their own, so its
 * closing is no sign it is done with.
 */
import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';
import { notificationId } from '../notifications/id';
import { notify, showNotification } from '../notifications/show';
import { loadSettings } from '../settings/store';
import { flashBadge } from '../toolbar-flash';
import type { FieldUndo } from './field-links';
import { type FieldJob, forgetFieldJob, runOfJob } from './job';
import { type FieldOutcome, fieldNotice, undoRefused, unwrittenText } from './notice';
import type { FieldPage } from './page';

/** The id of the notification of the run stored as job `jobId`. */
export const fieldRunNotificationId = (jobId: string) => notificationId('fieldRun', { job: jobId });

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
  // Without a run (none started), there is nothing a click could do: it only tells.
  const show = () =>
    run
      ? showNotification(fieldRunNotificationId(run.job.id), notice, copyable ? [t('field_copyLinks')] : [])
      : notify(notice.title, notice.message);
  await Promise.all([
    settings.notifications || needed ? show() : undefined,
    outcome.found > 0 || failed ? flashBadge(failed ? 'error' : 'success') : undefined,
  ]);
}

export interface NoticeClickDeps {
  page: FieldPage;
  copy: (text: string) => Promise<void>;
}

/**
 * A click on a run's notification `id` (or its Copy links button), whose data names the run's
 * job: the links the field did not take go to the clipboard; a write the page cannot undo is
 * taken back, only while the field holds what was written (else the notification says why
 * nothing was put back). Null: nothing left to do (the run is gone, or was a plain success).
 */
export async function fieldNoticeClicked(
  data: Record<string, string>,
  id: string,
  deps: NoticeClickDeps,
): Promise<'copied' | FieldUndo | null> {
  const found = data.job ? await runOfJob(data.job) : undefined;
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
  if (result !== 'undone')
    await showNotification(id, { title: t('field_notifyTitle'), message: undoRefused(result) });
  return result;
}
