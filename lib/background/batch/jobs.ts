/**
 * The one Shorten many job of the browser session: started by the popup (tabs) or the
 * context menu (a selection), kept in `storage.session` after every step, resumed by the next
 * worker when one stopped in the middle (on its start, and by an alarm while a job is
 * unfinished: a stopped MV3 worker otherwise waits for the user's next action), and announced
 * by a notification when it ends while no popup is open to show it.
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { ApiError } from '../../api/errors';
import type { Api } from '../../api/types';
import {
  BATCH_ITEM,
  BATCH_MAX_URLS,
  type BatchJob,
  batchCounts,
  type TabsChoice,
  tabsAsItems,
} from '../../shared/batch';
import { errorText } from '../../shared/error-text';
import { type MessageKey, t, tCount } from '../../shared/i18n';
import { createTurns } from '../../shared/in-turn';
import type { Settings } from '../../shared/settings/schema';
import { notify } from '../notifications/show';
import { REQUEST_TIMEOUTS } from '../request-timeouts';
import { loadSettings } from '../settings/store';
import { httpUrl } from '../urls-in-text';
import { runBatch } from './run';

export const batchItem = storage.defineItem<BatchJob | null>(BATCH_ITEM, { fallback: null });

/** The alarm that wakes a stopped worker to go on with an unfinished job. */
export const RESUME_ALARM = 'batch-resume';
/** An MV3 worker idle for 30 s is stopped: a wait for the rate limit calls the runtime meanwhile. */
const KEEP_ALIVE_MS = 20_000;

export interface JobDeps {
  getApi: (settings: Settings) => Promise<Api>;
}

/** About one job in progress in this worker (a new worker starts with none, and resumes). */
let running: Promise<void> | null = null;

export interface BatchRequest {
  source: BatchJob['source'];
  items: Array<{ url: string; title: string | null }>;
  profileId?: string | undefined;
}

/** One item per distinct URL (the first title wins), at most BATCH_MAX_URLS. */
export function newJob(request: BatchRequest, profileId: string, now: number): BatchJob {
  const seen = new Set<string>();
  const items: BatchJob['items'] = [];
  for (const { url, title } of request.items) {
    const key = httpUrl(url.trim()) ?? url.trim();
    if (seen.has(key) || items.length >= BATCH_MAX_URLS) continue;
    seen.add(key);
    items.push({ url: key, title: title?.trim() || null, state: 'pending' });
  }
  return {
    id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    profileId,
    source: request.source,
    items,
    startedAt: now,
    finishedAt: null,
    waitUntil: null,
    budget: null,
  };
}

/** Starting, and taking the pending choice, one at a time: the popup and the grant may race. */
const inTurn = createTurns();

/**
 * Starts a job; refused while another one is unfinished (one at a time keeps the pacing honest).
 * `claimPending`: the popup went on after asking the permission itself; when the worker already
 * started the job on the grant (startPending), that job is the answer.
 */
export function startBatch(request: BatchRequest, deps: JobDeps, claimPending = false): Promise<BatchJob> {
  return inTurn(async () => {
    const pending = await takePending();
    const current = await batchItem.getValue();
    if (claimPending && !pending && current) return current;
    return begin(request, current, deps);
  });
}

async function begin(request: BatchRequest, current: BatchJob | null, deps: JobDeps): Promise<BatchJob> {
  if (current && current.finishedAt === null) {
    throw new ApiError({ code: 'validation', message: t('batch_busy') });
  }
  const settings = await loadSettings(request.profileId);
  const job = newJob(request, settings.profileId, Date.now());
  await batchItem.setValue(job);
  void drive(deps);
  return job;
}

/**
 * The popup's click when the `tabs` permission is not granted yet: the browser's prompt may close
 * the popup (Firefox always does) before it can go on, so the worker keeps the choice and starts
 * the job itself when the permission arrives (permissions.onAdded), within PENDING_MS.
 */
const pendingItem = storage.defineItem<{ choice: TabsChoice; at: number } | null>('session:batchPending', {
  fallback: null,
});
const PENDING_MS = 2 * 60_000;

export function rememberPending(choice: TabsChoice): Promise<void> {
  return pendingItem.setValue({ choice, at: Date.now() });
}

async function takePending(): Promise<TabsChoice | null> {
  const pending = await pendingItem.getValue();
  if (pending) await pendingItem.removeValue();
  return pending && Date.now() - pending.at <= PENDING_MS ? pending.choice : null;
}

/** On permissions.onAdded with `tabs`: the tabs of the window the user is in, as one job. */
export function startPending(deps: JobDeps): Promise<BatchJob | null> {
  return inTurn(async () => {
    const choice = await takePending();
    if (!choice) return null;
    const highlighted = choice === 'highlighted' ? { highlighted: true } : {};
    // A worker has no window of its own: the user's is the last focused one.
    const tabs = await browser.tabs.query({ ...highlighted, lastFocusedWindow: true });
    const items = tabsAsItems(tabs, choice, browser.runtime.getURL('/'));
    return items.length > 0 ? begin({ source: 'tabs', items }, await batchItem.getValue(), deps) : null;
  });
}

/** Forgets a finished job (the popup's Done); an unfinished one stays. */
export async function dismissBatch(): Promise<void> {
  const current = await batchItem.getValue();
  if (current?.finishedAt != null) await batchItem.removeValue();
}

/** On the worker's start and on the alarm: goes on with an unfinished job, if any. */
export function resumeBatch(deps: JobDeps): Promise<void> {
  return drive(deps);
}

function drive(deps: JobDeps): Promise<void> {
  running ??= (async () => {
    try {
      const job = await batchItem.getValue();
      if (!job || job.finishedAt !== null) return;
      await browser.alarms.create(RESUME_ALARM, { periodInMinutes: 1 });
      await finish(await runLoaded(job, deps));
    } catch (error) {
      console.warn('Shorten many stopped', error);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function runLoaded(job: BatchJob, deps: JobDeps): Promise<BatchJob> {
  const settings = await loadSettings(job.profileId);
  let api: Api;
  try {
    api = await deps.getApi(settings);
  } catch (error) {
    // Not configured, or no access to the server: every URL left says so.
    const data =
      error instanceof ApiError ? error.toJSON() : { code: 'network' as const, message: String(error) };
    job.items = job.items.map((item) =>
      item.state === 'done' || item.state === 'failed'
        ? item
        : {
            url: item.url,
            title: item.title,
            state: 'failed',
            error: { code: data.code, message: errorText(data) },
          },
    );
    job.finishedAt = Date.now();
    await batchItem.setValue(job);
    return job;
  }
  return runBatch(job, {
    api,
    settings,
    save: (next) => batchItem.setValue({ ...next, items: [...next.items] }),
    now: Date.now,
    sleep: keepAliveSleep,
    // The server may store an interrupted write for as long as the client would have waited.
    writeTimeoutMs: REQUEST_TIMEOUTS?.write,
  });
}

/** Sleeps `ms`, calling the runtime meanwhile so an MV3 worker is not stopped as idle. */
export async function keepAliveSleep(ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (let left = ms; left > 0; left = end - Date.now()) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(left, KEEP_ALIVE_MS)));
    await browser.runtime.getPlatformInfo().catch(() => undefined);
  }
}

/** The name the user chose the job by (the menu item, the popup's button), not an inner one. */
const CHOSEN_AS = {
  tabs: 'batch_shortenWindow',
  selection: 'batch_menuTitle',
  field: 'field_menuTitle',
} as const satisfies Record<BatchJob['source'], MessageKey>;

export const finishedTitle = (source: BatchJob['source']) => t('batch_notifyTitle', t(CHOSEN_AS[source]));

async function finish(job: BatchJob): Promise<void> {
  await browser.alarms.clear(RESUME_ALARM);
  const settings = await loadSettings(job.profileId);
  if (!settings.notifications || (await popupIsOpen())) return;
  const { total, failed } = batchCounts(job);
  await notify(
    finishedTitle(job.source),
    failed > 0
      ? tCount('batch_notifyFailed', total - failed, tCount('batch_failedCount', failed))
      : tCount('batch_notifyDone', total),
  );
}

/** A popup (or popup.html in a tab) shows the result itself; without runtime.getContexts, notify. */
async function popupIsOpen(): Promise<boolean> {
  const runtime = browser.runtime as unknown as {
    getContexts?: (filter: object) => Promise<Array<{ documentUrl?: string }>>;
  };
  if (typeof runtime.getContexts !== 'function') return false;
  const popup = browser.runtime.getURL('/popup.html');
  try {
    return (await runtime.getContexts({})).some((context) => context.documentUrl?.startsWith(popup));
  } catch {
    return false;
  }
}
