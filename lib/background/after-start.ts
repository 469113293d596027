/**
 * Start-up work that the event which woke the worker does not need: the rules of
 * "Don't count my visits" checked against the settings, an unfinished Shorten many job resumed.
 * Run at once, their storage and browser calls queued ahead of the event's own (the settings
 * read, the permission check) and delayed its request by a few ms on every cold start; run
 * AFTER_START_MS later, the event has the worker to itself first. The listeners are still
 * registered synchronously at the start (MV3); only this work waits.
 */

/** Long enough for a menu click or a message to have sent its request; far below the ~30 s a worker lives. */
export const AFTER_START_MS = 300;

/** Runs `task` AFTER_START_MS after the call (the worker's start); its errors are the task's to handle. */
export function afterStart(task: () => void, delay = AFTER_START_MS): void {
  setTimeout(task, delay);
}
