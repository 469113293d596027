/**
 * The field runs in the worker's events: a new worker (its start, the alarm while a run is
 * unfinished) goes on with them; their notifications' clicks and Copy links button.
 */
import { browser } from 'wxt/browser';
import type { QuickDeps } from '../feedback';
import { FIELD_RESUME_ALARM } from './job';
import { fieldDeps } from './menu';
import { scriptingPage } from './page';
import { resumeFieldRuns } from './run';
import { fieldNoticeClicked } from './tell';

/** Registers the listeners (synchronously, at the worker's start); resolves what the start resumes. */
export function registerFieldRuns(quick: QuickDeps) {
  const deps = fieldDeps(quick);
  const clicks = { page: scriptingPage, copy: quick.copy };
  const warn = (error: unknown) => console.warn('Shorten links in this field', error);
  const clicked = (id: string) => fieldNoticeClicked(id, clicks);
  browser.notifications.onClicked.addListener((id) => void clicked(id).catch(warn));
  // Firefox has no notification buttons: its click alone copies.
  browser.notifications.onButtonClicked?.addListener((id) => void clicked(id).catch(warn));
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === FIELD_RESUME_ALARM) void resumeFieldRuns(deps).catch(warn);
  });
  return {
    resume: () => resumeFieldRuns(deps).catch(warn),
    clicked,
  };
}
