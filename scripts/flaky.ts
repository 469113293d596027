/**
 * `npm run flaky -- N [vitest arguments...]`: runs the suite N times, as `npm test` does (the
 * extension is built by the first run, then reused with E2E_SKIP_BUILD=1), and lists each test
 * that failed at least once, with its errors. Exits 1 when one did: a test that fails once at
 * random is a defect to find, not a run to repeat. What follows N narrows every run, as it would
 * `vitest run` (`npm run flaky -- 3 e2e/stats.e2e.test.ts`, `npm run flaky -- 3 --project e2e`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Failure, failuresOf, formatSummary, type JsonReport, summarize } from './test-report';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const [count = '5', ...narrowing] = process.argv.slice(2);
const runs = Number(count);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(
    `Usage: npm run flaky -- <runs, a whole number from 1> [vitest arguments...] (got "${count}")`,
  );
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'flaky-'));
const failures: Failure[][] = [];
for (let run = 1; run <= runs; run++) {
  const output = join(dir, `run-${run}.json`);
  const env = { ...process.env, ...(run > 1 ? { E2E_SKIP_BUILD: '1' } : {}) };
  console.error(`[flaky] run ${run} of ${runs}`);
  spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${output}`, ...narrowing],
    { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (!existsSync(output)) {
    // No report: the run itself broke (a build, the global setup); nothing to compare.
    console.error(`[flaky] run ${run} wrote no report; see its output above.`);
    process.exitCode = 1;
    break;
  }
  failures.push(failuresOf(JSON.parse(readFileSync(output, 'utf8')) as JsonReport, ROOT));
}
rmSync(dir, { recursive: true, force: true });

const summary = summarize(failures);
console.log(formatSummary(summary, failures.length));
if (summary.length > 0) process.exitCode = 1;
