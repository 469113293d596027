/**
 * `npm run bench`: every budget of docs/ARCHITECTURE.md ("Budgets") measured on this machine, printed as
 * one markdown table and written, with the machine and the command, to BENCHMARKS.md.
 *
 * Sizes come from the production Chrome build (scripts/sizes.ts); timings from the e2e build in
 * headless Chromium against the in-process reference server. Timings are reported, never
 * asserted: the exit code is 0 even when one is over its budget (it says OVER). Set
 * BENCH_SKIP_BUILD=1 to measure the builds already in .output/, and BENCH_ONLY=popup,cold (any
 * of popup, shorten, find, manager, stats, worker, cold, alerts, firstlink) to time only those sections while working on them (BENCHMARKS.md is then left alone).
 *
 * Progress goes to stderr; stdout holds only the table.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAlertCosts } from './bench/alerts';
import { measureBackgroundFloor } from './bench/background-floor';
import { measureColdShorten } from './bench/cold-shorten';
import { FIND_LINK_BUDGET_MS, FIND_LINK_WHAT, findLinkRows } from './bench/find-link';
import { connectPath, describeCount, restoreSession, typedPath } from './bench/first-link';
import { MANAGER_PAGE, measureManager, seedLinks } from './bench/manager';
import { measurePopupReady, measureShorten, OFFSCREEN_PAGE } from './bench/popup';
import { BLANK_PAGE, ONE_SCRIPT_PAGE } from './bench/reference-pages';
import { benchmarksMarkdown } from './bench/report';
import { type BenchSession, startSession } from './bench/session';
import { errorText, markdownTable, median, ms, type ResultRow, range, verdict } from './bench/stats';
import { measureStatsRequests } from './bench/stats-requests';
import { measureStatsView, measureTrackedPopupReady } from './bench/stats-view';
import { measureWorkerStart } from './bench/worker-start';
import { measureWorkerTrace, medianSplit } from './bench/worker-trace';
import { kb, measureSizes, SIZE_BUDGETS } from './sizes';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1';
const RUNS = {
  popup: 20,
  shorten: 20,
  manager: 10,
  stats: 10,
  workerStart: 10,
  cold: Number(process.env.BENCH_COLD_RUNS ?? 20),
  coldTraced: Number(process.env.BENCH_TRACED_RUNS ?? 10),
};
// Budgets are goals set from what they buy (docs/ARCHITECTURE.md, Budgets), not the last measure
// plus a margin: the popup is ready within 30 % of the time of the emptiest page WXT can build;
const RATIO_BUDGET = 1.3;
// a shorten from a stopped worker costs at most half again the bare request.
const COLD_RATIO_BUDGET = 1.5;
// what Shorten adds to the server's own time stays under one frame at 60 Hz (measured 10.1 ms).
const SHORTEN_BUDGET_MS = 16;
const started = Date.now();

const progress = (message: string) =>
  console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);

function build(script: string): void {
  progress(`npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`npm run ${script} failed (exit ${result.status})`);
  }
}

const notMeasured = (what: string, budget: string, error: unknown): ResultRow => ({
  what,
  measured: `not measured: ${errorText(error)}`,
  budget,
  verdict: 'NOT MEASURED',
});

const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());

/**
 * Runs one section; a failure becomes a NOT MEASURED row instead of ending the bench. A section
 * BENCH_ONLY leaves out is skipped without a row.
 */
async function section(
  rows: ResultRow[],
  id: string,
  what: string,
  budget: string,
  fn: () => Promise<ResultRow[]>,
) {
  if (ONLY && !ONLY.includes(id)) return;
  progress(what);
  try {
    rows.push(...(await fn()));
  } catch (error) {
    console.error(error);
    rows.push(notMeasured(what, budget, error));
  }
}

function sizeRows(): ResultRow[] {
  const labels: Record<string, string> = {
    popup:
      'popup.html before ready: the page itself (its inline CSS and the pre-rendered form) and its first script (gzipped)',
    popupHydrated:
      "popup until hydrated: the above plus main.tsx's chunk and what it imports, loaded after ready (gzipped; a guard)",
    background: 'background script (gzipped; the budget is a ceiling against regressions)',
    options: 'options.html: all JS + CSS it loads (gzipped)',
    manager: 'manager.html: all JS + CSS it loads (gzipped)',
    stats:
      'the statistics view, loaded when one opens: its chunk, uPlot and its CSS (gzipped; a guard against regressions)',
  };
  const measured = measureSizes(join(ROOT, '.output/chrome-mv3'));
  return Object.entries(SIZE_BUDGETS).flatMap(([name, { budgetBytes }]): ResultRow[] => {
    const row = measured.find((r) => r.name === name);
    const budget = `≤ ${kb(budgetBytes)}`;
    if (!row) return [notMeasured(labels[name] ?? name, budget, 'missing from .output/chrome-mv3')];
    const sized: ResultRow = {
      what: labels[name] ?? name,
      measured: kb(row.gzipBytes),
      budget,
      verdict: verdict(row.gzipBytes, budgetBytes),
    };
    return name === 'background' ? [sized, floorRow(row.gzipBytes, budgetBytes)] : [sized];
  });
}

/** How much of the background the mandated libraries take by themselves. */
function floorRow(backgroundBytes: number, budgetBytes: number): ResultRow {
  const what =
    'of which the floor: webextension-polyfill, @wxt-dev/storage and zod/mini alone, built on their own (`scripts/bench/floor/background.ts`)';
  progress('building the background floor');
  try {
    const floor = measureBackgroundFloor();
    const measured = `${kb(floor)}; our code adds ${kb(backgroundBytes - floor)}, the budget leaves it ${kb(budgetBytes - floor)}`;
    return { what, measured, budget: '—', verdict: 'no budget' };
  } catch (error) {
    console.error(error);
    return notMeasured(what, '—', error);
  }
}

async function timingRows(session: BenchSession): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  const ratioWhat = `popup ready (URL filled, Shorten enabled) ÷ the floor page (\`${ONE_SCRIPT_PAGE}\`: a blank page plus one empty module script, as WXT loads every page; load event end), median of ${RUNS.popup} each`;
  await section(rows, 'popup', ratioWhat, `≤ ${RATIO_BUDGET.toFixed(2)}`, async () => {
    const { popup, fcp, hydrated, blank, oneScript, offscreen } = await measurePopupReady(
      session,
      RUNS.popup,
    );
    const ratio = median(popup) / median(oneScript);
    const ratioTo = (sample: number[]) => (median(popup) / median(sample)).toFixed(2);
    return [
      {
        what: ratioWhat,
        measured: `${ratio.toFixed(2)} (popup ${ms(median(popup))} [${range(popup)}], floor ${ms(median(oneScript))} [${range(oneScript)}])`,
        budget: `≤ ${RATIO_BUDGET.toFixed(2)}`,
        verdict: verdict(ratio, RATIO_BUDGET),
      },
      {
        what: `the same popup runs: first contentful paint (the browser's paint timing), and the moment Preact has taken over the pre-rendered form (\`popup-hydrated\` mark)`,
        measured: `first contentful paint ${ms(median(fcp))} [${range(fcp)}]; hydrated ${ms(median(hydrated))} [${range(hydrated)}]`,
        budget: '—',
        verdict: 'no budget',
      },
      {
        what: `beside it: popup ready ÷ a blank extension page (\`${BLANK_PAGE}\`: no script, no stylesheet), and the floor page ÷ that blank page`,
        measured: `${ratioTo(blank)}; floor ${(median(oneScript) / median(blank)).toFixed(2)} (blank ${ms(median(blank))})`,
        budget: '—',
        verdict: 'no budget',
      },
      {
        what: `for comparison: popup ready ÷ \`${OFFSCREEN_PAGE}\`, the smallest page the extension ships (one script, the shared popup-core chunk, one stylesheet)`,
        measured: `${ratioTo(offscreen)} (${ms(median(offscreen))})`,
        budget: '—',
        verdict: 'no budget',
      },
    ];
  });

  const shortenWhat = `click Shorten → Short URL shown, minus the same POST by fetch in the worker, medians of ${RUNS.shorten}`;
  await section(rows, 'shorten', shortenWhat, `≤ ${ms(SHORTEN_BUDGET_MS)}`, async () => {
    const { shown, direct, requestsPerClick } = await measureShorten(session, RUNS.shorten);
    const overhead = median(shown) - median(direct);
    const measured = `${ms(overhead)} (click→shown ${ms(median(shown))} [${range(shown)}], direct fetch ${ms(median(direct))} [${range(direct)}]; API requests per click: ${requestsPerClick.join(', ')})`;
    return [
      {
        what: shortenWhat,
        measured,
        budget: `≤ ${ms(SHORTEN_BUDGET_MS)}`,
        verdict: verdict(overhead, SHORTEN_BUDGET_MS),
      },
    ];
  });

  await section(rows, 'find', FIND_LINK_WHAT, `≤ ${ms(FIND_LINK_BUDGET_MS)}`, () =>
    findLinkRows(session, 20),
  );

  const managerWhat = `manager: navigation start → 100 table rows (\`${MANAGER_PAGE}\`), median of ${RUNS.manager}`;
  await section(rows, 'manager', managerWhat, '—', async () => {
    await seedLinks(session, 100);
    const { rows: times, listRequest } = await measureManager(session, RUNS.manager);
    const list = listRequest.length > 0 ? `; of which the list request ${ms(median(listRequest))}` : '';
    return [
      {
        what: managerWhat,
        measured: `${ms(median(times))} [${range(times)}]${list}`,
        budget: '—',
        verdict: 'no budget',
      },
    ];
  });

  const statsWhat = `manager statistics of a website over 365 days: navigation start → time chart drawn (\`stats-chart-drawn\`), the worker's cache emptied before each run, median of ${RUNS.stats}`;
  await section(rows, 'stats', statsWhat, '—', async () => {
    const { fromServer, fromCache } = await measureStatsView(session, RUNS.stats);
    return [
      {
        what: statsWhat,
        measured: `${ms(median(fromServer))} [${range(fromServer)}]; from the 5-minute cache ${ms(median(fromCache))} [${range(fromCache)}]`,
        budget: '—',
        verdict: 'no budget',
      },
    ];
  });
  const countsWhat =
    "statistics requests: a website's view at 1280 x 800, empty cache, until its first screen is complete (totals, chart, the top lists in view) and the requests it caused have landed; links and analytics as two reference servers at 60 a minute";
  const FIRST_SCREEN_BUDGET = 8;
  await section(rows, 'stats', countsWhat, `≤ ${FIRST_SCREEN_BUDGET}`, async () => {
    const counts = await measureStatsRequests(session);
    const tour = (t: { requests: number; refused: number; ms: number }) =>
      `${t.requests} requests, ${t.refused} refused (429), ${(t.ms / 1000).toFixed(1)} s`;
    const tourOk = [counts.website, counts.link].every((t) => t.refused === 0 && t.ms < 60_000);
    return [
      {
        what: countsWhat,
        measured: `Last 30 days (the default): ${counts.firstScreen}; Last 12 months: ${counts.firstScreenYear} (each daily series is 4 pages of 100 days, and its previous period 4 more)`,
        budget: `≤ ${FIRST_SCREEN_BUDGET} (Last 30 days)`,
        verdict: verdict(counts.firstScreen, FIRST_SCREEN_BUDGET),
      },
      {
        what: 'statistics requests: going back to a range seen (Last 30 days after Last 7 days), and that view opened again in a new tab (record lookup included)',
        measured: `${counts.back} and ${counts.reopened}`,
        budget: '0',
        verdict: verdict(counts.back + counts.reopened, 0),
      },
      {
        what: 'statistics requests: all five presets of a website, then of a link, each to its first screen (two servers at 60 a minute)',
        measured: `website ${tour(counts.website)}; link ${tour(counts.link)}`,
        budget: 'no 429, each within 60 s',
        verdict: tourOk ? 'ok' : 'OVER',
      },
    ];
  });
  const trackedWhat = `popup ready on a tracked site (the "This site" panel loads beside the form) ÷ the floor page, median of ${RUNS.popup} each`;
  await section(rows, 'stats', trackedWhat, `≤ ${RATIO_BUDGET.toFixed(2)}`, async () => {
    const { popup, oneScript, panel } = await measureTrackedPopupReady(session, RUNS.popup);
    const ratio = median(popup) / median(oneScript);
    const shown = panel.length > 0 ? `; panel shown ${ms(median(panel))} [${range(panel)}]` : '';
    return [
      {
        what: trackedWhat,
        measured: `${ratio.toFixed(2)} (popup ${ms(median(popup))} [${range(popup)}], floor ${ms(median(oneScript))} [${range(oneScript)}]${shown})`,
        budget: `≤ ${RATIO_BUDGET.toFixed(2)}`,
        verdict: verdict(ratio, RATIO_BUDGET),
      },
    ];
  });

  const workerWhat = `background service worker: start → ready (cold, e2e build), median of ${RUNS.workerStart}`;
  await section(rows, 'worker', workerWhat, '—', async () => {
    const starts = await measureWorkerStart(session, RUNS.workerStart);
    return [
      {
        what: workerWhat,
        measured: `${ms(median(starts))} [${range(starts)}]`,
        budget: '—',
        verdict: 'no budget',
      },
    ];
  });
  const coldWhat = `cold worker: context-menu shorten (e2e hook) until its POST reaches the server, worker stopped first, ÷ a minimal worker that only makes that fetch; median of ${RUNS.cold} each`;
  await section(rows, 'cold', coldWhat, `≤ ${COLD_RATIO_BUDGET.toFixed(2)}`, async () => {
    const { ours, minimal } = await measureColdShorten(session, RUNS.cold);
    const ratio = median(ours) / median(minimal);
    return [
      {
        what: coldWhat,
        measured: `${ratio.toFixed(2)} (ours ${ms(median(ours))} [${range(ours)}], minimal ${ms(median(minimal))} [${range(minimal)}])`,
        budget: `≤ ${COLD_RATIO_BUDGET.toFixed(2)}`,
        verdict: verdict(ratio, COLD_RATIO_BUDGET),
      },
    ];
  });
  const splitWhat = `cold worker's start split, from Chromium's trace of ${RUNS.coldTraced} more such runs: start request → script evaluated (process, thread, script read) · V8 compile · top-level evaluation until main · main (listeners, menus, rules, badge, batch resume) · ready → the event reaches our code · the event's work until its POST is sent (of which the worker thread busy); medians`;
  await section(rows, 'cold', splitWhat, '—', async () => {
    const { parts, total, eventBusy } = medianSplit(await measureWorkerTrace(session, RUNS.coldTraced));
    const p = (value: number) => value.toFixed(1);
    return [
      {
        what: splitWhat,
        measured: `${p(parts.launch)} · ${p(parts.compile)} · ${p(parts.evaluate)} · ${p(parts.main)} · ${p(parts.handover)} · ${p(parts.event)} (busy ${p(eventBusy)}) ms; start request → POST sent ${ms(total)}`,
        budget: '—',
        verdict: 'no budget',
      },
    ];
  });
  const wakeWhat =
    'worker starts per 100 tab switches, worker stopped first: badge and alerts off · badge on (visitors)';
  const costWhat =
    "alerts, every kind on, 5 sites and 200 links: the alarm's wake-ups and the requests of an hour of checks (the first hour also asks each site's past weeks once), on the background's clock";
  const firstLinkWhat =
    'time to first link from a fresh install, signed in to the server in a tab: what the person does until the short URL shows, done in the e2e build; Connect from this tab · the key copied and the address typed in Options';
  await section(rows, 'firstlink', firstLinkWhat, 'Connect: ≤ 3 clicks, nothing typed', async () => {
    try {
      const connect = await connectPath(session);
      const typed = await typedPath(session);
      const ok = connect.clicks <= 3 && connect.typed === 0 && connect.pastes === 0;
      return [
        {
          what: firstLinkWhat,
          measured: `${describeCount(connect)} · ${describeCount(typed)}`,
          budget: 'Connect: ≤ 3 clicks, nothing typed',
          verdict: ok ? 'ok' : 'OVER',
        },
      ];
    } finally {
      await restoreSession(session);
    }
  });
  await section(rows, 'alerts', wakeWhat, 'off: 0', async () => {
    const costs = await measureAlertCosts(session);
    const perHour = 60 / costs.periodMinutes;
    return [
      {
        what: wakeWhat,
        measured: `${costs.startsOff} · ${costs.startsBadgeOn}`,
        budget: 'off: 0',
        verdict: costs.startsOff === 0 ? 'ok' : 'OVER',
      },
      {
        what: costWhat,
        measured: `${perHour} wake-ups/h (every ${costs.periodMinutes} min); ${costs.firstHour} requests the first hour, ${costs.nextHour} the next (${((costs.nextHour / 3600) * 100).toFixed(2)} % of 60/min)`,
        budget: '—',
        verdict: 'no budget',
      },
    ];
  });
  return rows;
}

async function main(): Promise<void> {
  if (!SKIP_BUILD) {
    build('build');
    build('build:e2e');
  }
  const rows = ONLY ? [] : sizeRows();
  progress('starting Chromium and the reference server');
  const session = await startSession();
  try {
    rows.push(...(await timingRows(session)));
  } finally {
    await session.close();
  }
  const table = markdownTable(rows);
  console.log(table);
  if (ONLY) {
    progress('done; BENCH_ONLY runs leave BENCHMARKS.md as it is (it holds whole runs only)');
    return;
  }
  const command = `${SKIP_BUILD ? 'BENCH_SKIP_BUILD=1 ' : ''}${process.env.npm_lifecycle_event === 'bench' ? 'npm run bench' : 'npx tsx scripts/bench.ts'}`;
  writeFileSync(
    join(ROOT, 'BENCHMARKS.md'),
    benchmarksMarkdown({ table, command, chromium: session.chromiumVersion, skipBuild: SKIP_BUILD }),
  );
  progress(`done; wrote BENCHMARKS.md`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
