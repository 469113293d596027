/**
 * `npm run bench`: every budget of DESIGN.md ("Budgets") measured on this machine, printed as
 * one markdown table and written, with the machine and the command, to BENCHMARKS.md.
 *
 * Sizes come from the production Chrome build (scripts/sizes.ts); timings from the e2e build in
 * headless Chromium against the in-process reference server. Timings are reported, never
 * asserted: the exit code is 0 even when one is over its budget (it says OVER). Set
 * BENCH_SKIP_BUILD=1 to measure the builds already in .output/.
 *
 * Progress goes to stderr; stdout holds only the table.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBackgroundFloor } from './bench/background-floor';
import { FIND_LINK_BUDGET_MS, FIND_LINK_WHAT, findLinkRows } from './bench/find-link';
import { MANAGER_PAGE, measureManager, seedLinks } from './bench/manager';
import { measurePopupReady, measureShorten, OFFSCREEN_PAGE } from './bench/popup';
import { BLANK_PAGE, ONE_SCRIPT_PAGE } from './bench/reference-pages';
import { benchmarksMarkdown } from './bench/report';
import { type BenchSession, startSession } from './bench/session';
import { errorText, markdownTable, median, ms, type ResultRow, range, verdict } from './bench/stats';
import { measureWorkerStart } from './bench/worker-start';
import { kb, measureSizes, SIZE_BUDGETS } from './sizes';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1';
const RUNS = { popup: 20, shorten: 20, manager: 10, workerStart: 10 };
const RATIO_BUDGET = 1.3;
const SHORTEN_BUDGET_MS = 10;
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

/** Runs one section; a failure becomes a NOT MEASURED row instead of ending the bench. */
async function section(rows: ResultRow[], what: string, budget: string, fn: () => Promise<ResultRow[]>) {
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
    popup: 'popup.html: all JS + CSS it loads (gzipped)',
    background: 'background script (gzipped)',
    options: 'options.html: all JS + CSS it loads (gzipped)',
    manager: 'manager.html: all JS + CSS it loads (gzipped)',
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

/** How much of the background the mandated libraries take by themselves (issue 7). */
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
  const ratioWhat = `popup ready (URL filled, Shorten enabled) ÷ blank extension page (\`${BLANK_PAGE}\`: no script, no stylesheet; load event end), median of ${RUNS.popup} each`;
  await section(rows, ratioWhat, `≤ ${RATIO_BUDGET.toFixed(2)}`, async () => {
    const { popup, blank, oneScript, offscreen } = await measurePopupReady(session, RUNS.popup);
    const ratio = median(popup) / median(blank);
    const ratioTo = (sample: number[]) => (median(popup) / median(sample)).toFixed(2);
    return [
      {
        what: ratioWhat,
        measured: `${ratio.toFixed(2)} (popup ${ms(median(popup))}, blank ${ms(median(blank))})`,
        budget: `≤ ${RATIO_BUDGET.toFixed(2)}`,
        verdict: verdict(ratio, RATIO_BUDGET),
      },
      {
        what: `of which the floor: the blank page plus one empty module script (\`${ONE_SCRIPT_PAGE}\`) ÷ blank page, the least a page built by WXT costs`,
        measured: `${(median(oneScript) / median(blank)).toFixed(2)} (${ms(median(oneScript))})`,
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
  await section(rows, shortenWhat, `≤ ${ms(SHORTEN_BUDGET_MS)}`, async () => {
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

  await section(rows, FIND_LINK_WHAT, `≤ ${ms(FIND_LINK_BUDGET_MS)}`, () => findLinkRows(session, 20));

  const managerWhat = `manager: navigation start → 100 table rows (\`${MANAGER_PAGE}\`), median of ${RUNS.manager}`;
  await section(rows, managerWhat, '—', async () => {
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

  const workerWhat = `background service worker: start → ready (cold, e2e build), median of ${RUNS.workerStart}`;
  await section(rows, workerWhat, '—', async () => {
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
  return rows;
}

async function main(): Promise<void> {
  if (!SKIP_BUILD) {
    build('build');
    build('build:e2e');
  }
  const rows = sizeRows();
  progress('starting Chromium and the reference server');
  const session = await startSession();
  try {
    rows.push(...(await timingRows(session)));
  } finally {
    await session.close();
  }
  const table = markdownTable(rows);
  console.log(table);
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
