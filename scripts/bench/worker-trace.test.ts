import { describe, expect, it } from 'vitest';
import { medianSplit, splitStart, type TraceEvent } from './worker-trace';

const SCRIPT = 'chrome-extension://id/background.js';
const POST = 'http://127.0.0.1:1/api/v1/links';
const WORKER = { pid: 2, tid: 20 };
const BROWSER = { pid: 1, tid: 10 };

/** A traced cold run, times in ms (the trace's are µs). */
function run(offset = 0): TraceEvent[] {
  const at = (ms: number) => (offset + ms) * 1000;
  const mark = (name: string, ms: number): TraceEvent => ({
    name,
    cat: 'blink.user_timing',
    ph: 'I',
    ts: at(ms),
    ...WORKER,
  });
  return [
    // Out of order on purpose: events arrive per process.
    mark('background-ready', 44),
    { name: 'ServiceWorkerVersion::StartWorker', cat: 'ServiceWorker', ph: 'I', ts: at(0), ...BROWSER },
    {
      name: 'EvaluateScript',
      cat: 'devtools.timeline',
      ph: 'X',
      ts: at(30),
      dur: 16_000,
      args: { data: { url: SCRIPT } },
      ...WORKER,
    },
    { name: 'v8.compile', cat: 'v8', ph: 'X', ts: at(30.5), dur: 1_500, ...WORKER },
    mark('background-main', 40),
    mark('bench-menu-click', 50),
    { name: 'RunTask', cat: 'x', ph: 'X', ts: at(50), dur: 2_000, ...WORKER },
    { name: 'RunTask', cat: 'x', ph: 'X', ts: at(50), dur: 9_000, ...BROWSER },
    { name: 'RunTask', cat: 'x', ph: 'X', ts: at(54), dur: 5_000, ...WORKER },
    {
      name: 'ResourceSendRequest',
      cat: 'devtools.timeline',
      ph: 'I',
      ts: at(52),
      args: { data: { url: `${POST}?per_page=100`, requestMethod: 'GET' } },
      ...WORKER,
    },
    {
      name: 'ResourceSendRequest',
      cat: 'devtools.timeline',
      ph: 'I',
      ts: at(55),
      args: { data: { url: POST, requestMethod: 'POST' } },
      ...WORKER,
    },
  ];
}

describe('bench worker trace', () => {
  it('splits a cold run into parts that add up to start request -> POST sent', () => {
    const split = splitStart(run(), SCRIPT, POST);

    expect(split.parts).toEqual({
      launch: 30,
      compile: 1.5,
      evaluate: 8.5,
      main: 4,
      handover: 6,
      event: 5,
    });
    expect(split.total).toBe(55);
    const sum = Object.values(split.parts).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(split.total, 6);
  });

  it("counts only the worker thread's task time before the POST as busy", () => {
    const split = splitStart(run(), SCRIPT, POST);

    // 2 ms at 50, and the task at 54 up to the POST at 55; the browser's task does not count.
    expect(split.eventBusy).toBeCloseTo(3, 6);
  });

  it('fails with what is missing when the trace lacks a mark', () => {
    const events = run().filter((e) => e.name !== 'bench-menu-click');

    expect(() => splitStart(events, SCRIPT, POST)).toThrow('mark bench-menu-click');
  });

  it('reports the median of each part', () => {
    const slow = splitStart(run(), SCRIPT, POST);
    const splits = [slow, slow, { ...slow, parts: { ...slow.parts, launch: 100 }, total: 125 }];

    expect(medianSplit(splits).parts.launch).toBe(30);
    expect(medianSplit(splits).total).toBe(55);
  });
});
