/**
 * The popup's view of Shorten many: the job as the worker keeps it in storage.session
 * (read at open, then followed through storage.onChanged: a reopened popup shows the running or
 * finished job), the offer (how many tabs are highlighted), and the start from a click.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ApiErrorData } from '../../../api/errors';
import { BATCH_STORAGE_KEY, type BatchJob } from '../../../shared/batch';
import { t } from '../../../shared/i18n';
import { send } from '../../rpc';
import { isConfigured } from '../boot';
import {
  askTabsPermission,
  chosenTabs,
  hasTabsPermission,
  highlightedCount,
  type TabsChoice,
  windowTabCount,
} from './batch-tabs';
import { BATCH_SEEN_KEY, type BatchView, batchView } from './batch-view';

export interface BatchState {
  job: BatchJob | null;
  /** How the job shows (batch-view.ts). */
  view: BatchView;
  /** Highlighted tabs in this window; 0 until known. */
  highlighted: number;
  /** Every tab of this window; 0 until known. */
  windowTabs: number;
  /** Connected (a key and a server): only then is anything offered. */
  configured: boolean;
  starting: boolean;
  error: ApiErrorData | string | null;
  start(choice: TabsChoice): void;
  dismiss(): void;
  /** "Show": the one-line finished job in full, where it is. */
  reopen(): void;
}

const asJob = (value: unknown) => (value && typeof value === 'object' ? (value as BatchJob) : null);

export function useBatch(): BatchState {
  const [job, setJob] = useState<BatchJob | null>(null);
  // Read with the job, in one call: a finished job seen before never flashes in full.
  const [seenAtOpen, setSeenAtOpen] = useState<string | null>(null);
  const [reopened, setReopened] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const [windowTabs, setWindowTabs] = useState(0);
  const [permitted, setPermitted] = useState(false);
  const [configured, setConfigured] = useState(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<BatchState['error']>(null);

  useEffect(() => {
    let live = true;
    const onChanged = (changes: Record<string, { newValue?: unknown }>, area: string) => {
      const change = changes[BATCH_STORAGE_KEY];
      if (area === 'session' && change) setJob(asJob(change.newValue));
    };
    browser.storage.onChanged.addListener(onChanged);
    void browser.storage.session.get([BATCH_STORAGE_KEY, BATCH_SEEN_KEY]).then(
      (stored) => {
        if (!live) return;
        const seen = stored[BATCH_SEEN_KEY];
        setSeenAtOpen(typeof seen === 'string' ? seen : null);
        setJob(asJob(stored[BATCH_STORAGE_KEY]));
      },
      () => undefined,
    );
    void highlightedCount().then((count) => live && setHighlighted(count));
    void windowTabCount().then((count) => live && setWindowTabs(count));
    void hasTabsPermission().then((granted) => live && setPermitted(granted));
    void send('settings.get', undefined).then(
      (answer) => live && setConfigured(answer.ok && isConfigured(answer.value)),
    );
    return () => {
      live = false;
      browser.storage.onChanged.removeListener(onChanged);
    };
  }, []);

  // Shown in full here, finished: the next popups say it in one line.
  const finishedId = job?.finishedAt != null ? job.id : null;
  useEffect(() => {
    if (finishedId && finishedId !== seenAtOpen)
      void browser.storage.session.set({ [BATCH_SEEN_KEY]: finishedId }).catch(() => undefined);
  }, [finishedId, seenAtOpen]);

  const start = (choice: TabsChoice) => {
    // The request first, before any await: the browser grants it only within the click.
    const asking = askTabsPermission(permitted);
    // The prompt may close the popup before it can go on: the worker starts the job on the grant.
    if (!permitted) void send('batch.pending', { choice });
    setError(null);
    setStarting(true);
    void (async () => {
      try {
        if (!(await asking)) return setError(t('batch_needTabs'));
        setPermitted(true);
        const items = await chosenTabs(choice);
        if (items.length === 0) return setError(t('batch_noTabs'));
        // After a prompt, the worker may have started these tabs on the grant: then that job answers.
        const answer = await send('batch.start', { items, ...(permitted ? {} : { claimPending: true }) });
        if (answer.ok) setJob(answer.value);
        else setError(answer.error);
      } finally {
        setStarting(false);
      }
    })();
  };

  const dismiss = () => {
    setJob(null);
    void send('batch.dismiss', undefined);
  };

  const view = batchView(job, seenAtOpen, reopened);
  const reopen = () => setReopened(true);
  return { job, view, highlighted, windowTabs, configured, starting, error, start, dismiss, reopen };
}
