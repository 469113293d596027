/**
 * The cold worker's start split into its parts, read from Chromium's own trace: a few
 * runs of their own, each the cold context-menu shorten of cold-shorten.ts with tracing on
 * (CDP Tracing.start / Tracing.end through a page's session: the trace covers every process).
 * Times are the trace's (one monotonic clock for the browser and the worker's process).
 *
 * Parts of one run, in order (each ends where the next begins, so they add up to the total):
 * - `launch`: ServiceWorkerVersion::StartWorker (the browser, start request) -> the worker
 *   thread's EvaluateScript of background.js: a process, a thread, the script read from disk;
 * - `compile`: V8's compile of the script inside that evaluation (the code cache is consumed);
 * - `evaluate`: the top-level evaluation until the background's main begins (mark
 *   `background-main`): every module's top-level code, schemas built at module level included;
 * - `main`: `background-main` -> `background-ready` (listeners, menus, rules, badge, batch resume);
 * - `handover`: `background-ready` -> the first event reaches our code (mark `bench-menu-click` in
 *   the e2e hook): the end of the evaluation, the browser told the worker started, the bench's
 *   call delivered (the minimal worker meets the same);
 * - `event`: the event's own work until the POST leaves (devtools.timeline ResourceSendRequest of
 *   the POST): settings read and parsed, short-URL check, the request built; with how much of it
 *   the worker thread was busy (its tasks' durations) rather than waiting on the browser.
 */
import type { CDPSession } from 'playwright-core';
import { ourColdShorten } from './cold-shorten';
import type { BenchSession } from './session';
import { median } from './stats';
import { workerControl } from './worker-control';

export const TRACE_CATEGORIES = [
  'ServiceWorker',
  'v8',
  'devtools.timeline',
  'blink.user_timing',
  // RunTask: the worker thread's tasks, for the busy time.
  'disabled-by-default-devtools.timeline',
];

/** The parts, in order; their medians are reported. */
export const PARTS = ['launch', 'compile', 'evaluate', 'main', 'handover', 'event'] as const;
export type Part = (typeof PARTS)[number];

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; requestMethod?: string } } & Record<string, unknown>;
}

export interface StartSplit {
  parts: Record<Part, number>;
  /** Start request -> POST sent (ms): the sum of the parts. */
  total: number;
  /** Of `event`, the worker thread's own task time (ms). */
  eventBusy: number;
}

const find = (events: TraceEvent[], test: (e: TraceEvent) => boolean, what: string): TraceEvent => {
  const found = events.find(test);
  if (!found) throw new Error(`the trace has no ${what}`);
  return found;
};

/**
 * Splits one traced cold run (events in any order) into its parts, in ms. `script` is the
 * worker's script URL, `post` the URL the event POSTs to. Exported for its unit test.
 */
export function splitStart(all: TraceEvent[], script: string, post: string): StartSplit {
  const events = [...all].sort((a, b) => a.ts - b.ts);
  const start = find(
    events,
    (e) => e.name === 'ServiceWorkerVersion::StartWorker' && e.ph === 'I',
    'StartWorker of the worker',
  );
  const evaluate = find(
    events,
    (e) => e.name === 'EvaluateScript' && e.args?.data?.url === script,
    `EvaluateScript of ${script}`,
  );
  const onThread = (e: TraceEvent) => e.pid === evaluate.pid && e.tid === evaluate.tid;
  const compile = events.find((e) => onThread(e) && e.name === 'v8.compile' && e.ts >= evaluate.ts);
  const mark = (name: string) =>
    find(events, (e) => onThread(e) && e.cat === 'blink.user_timing' && e.name === name, `mark ${name}`);
  const mainStart = mark('background-main');
  const ready = mark('background-ready');
  const event = mark('bench-menu-click');
  const sent = find(
    events,
    (e) =>
      onThread(e) &&
      e.name === 'ResourceSendRequest' &&
      e.args?.data?.url === post &&
      e.args.data.requestMethod === 'POST',
    `the POST to ${post}`,
  );
  const ms = (from: number, to: number) => (to - from) / 1000;
  const compileMs = compile?.dur ? compile.dur / 1000 : 0;
  const busy = events
    .filter((e) => onThread(e) && e.name === 'RunTask' && e.ts >= event.ts && e.ts < sent.ts)
    .reduce((sum, e) => sum + Math.min(e.dur ?? 0, sent.ts - e.ts), 0);
  const parts: Record<Part, number> = {
    launch: ms(start.ts, evaluate.ts),
    compile: compileMs,
    evaluate: ms(evaluate.ts, mainStart.ts) - compileMs,
    main: ms(mainStart.ts, ready.ts),
    handover: ms(ready.ts, event.ts),
    event: ms(event.ts, sent.ts),
  };
  return { parts, total: ms(start.ts, sent.ts), eventBusy: busy / 1000 };
}

/** Records a trace around `run`. */
async function traced(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (event: { value: unknown[] }) => {
    events.push(...(event.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES },
  });
  try {
    await run();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/** `runs` traced cold shortens after one untraced warm-up. */
export async function measureWorkerTrace(session: BenchSession, runs: number): Promise<StartSplit[]> {
  const { ext } = session;
  const script = (await ext.worker()).url();
  const control = await workerControl(ext.context);
  const page = await ext.context.newPage();
  const cdp = await ext.context.newCDPSession(page);
  const post = `${session.server.url}/api/v1/links`;
  const unique = (tag: string) => `${session.sampleUrl}&traced=${tag}`;
  try {
    await ourColdShorten(session, control, [script], unique('warm-up'));
    const splits: StartSplit[] = [];
    for (let run = 0; run < runs; run++) {
      const events = await traced(cdp, async () => {
        await ourColdShorten(session, control, [script], unique(String(run)));
      });
      splits.push(splitStart(events, script, post));
    }
    return splits;
  } finally {
    await cdp.detach().catch(() => {});
    await page.close().catch(() => {});
    await control.close();
  }
}

/** The medians of each part, and of the total and the event's busy time. */
export function medianSplit(splits: StartSplit[]): StartSplit {
  const parts = Object.fromEntries(
    PARTS.map((part) => [part, median(splits.map((s) => s.parts[part]))]),
  ) as Record<Part, number>;
  return {
    parts,
    total: median(splits.map((s) => s.total)),
    eventBusy: median(splits.map((s) => s.eventBusy)),
  };
}
