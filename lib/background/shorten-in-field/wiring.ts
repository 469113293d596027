/**
 * The field runs in the worker's events: a new worker (its start, the alarm while a run is
 * unfinished) goes on with them; what a click on their notification (or its Copy links button)
 * does, handed to the one click listener (notifications/clicks.ts).
 */
import { browser } from 'wxt/browser';
import type { QuickDeps } from '../feedback';
import type { ClickHandler } from '../notifications/clicks';
import { FIELD_RESUME_ALARM } from './job';
import { fieldDeps } from './menu';
import { scriptingPage } from './page';
import { resumeFieldRuns } from './run';
import { fieldNoticeClicked } from './tell';

/** Registers the alarm's listener (synchronously, at the worker's start); resolves what the start resumes. */
export function registerFieldRuns(quick: QuickDeps) {
  const deps = fieldDeps(quick);
  const clicks = { page: scriptingPage, copy: quick.copy };
  const warn = (error: unknown) => console.warn('Shorten links in this field', error);
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === FIELD_RESUME_ALARM) void resumeFieldRuns(deps).catch(warn);
  });
  const clicked: ClickHandler = (data, id) => fieldNoticeClicked(data, id, clicks);
  return {
    resume: () => resumeFieldRuns(deps).catch(warn),
    clicked,
  };
}
