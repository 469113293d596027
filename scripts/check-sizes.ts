/**
 * `npm run size`: gzipped size of each page and the background of the production Chrome build,
 * against the budgets of docs/ARCHITECTURE.md ("Budgets"). Exits 1 when a page is missing or
 * exceeds its budget: CI fails on a size regression (sizes are deterministic; timings are only
 * reported, by npm run bench). There are no temporary ceilings: a budget is the limit.
 */
import { fileURLToPath } from 'node:url';
import { kb, measureSizes, SIZE_BUDGETS } from './sizes';

const outDir = process.argv[2] ?? fileURLToPath(new URL('../.output/chrome-mv3', import.meta.url));
const rows = measureSizes(outDir);
const missing = Object.keys(SIZE_BUDGETS).filter((name) => !rows.some((row) => row.name === name));

console.log(`Gzipped sizes of ${outDir}\n`);
console.log('| what | gzipped | budget | verdict |\n|---|---|---|---|');
for (const row of rows) {
  const verdict = row.gzipBytes > row.budgetBytes ? 'FAIL: over budget' : 'ok';
  console.log(`| ${row.name} | ${kb(row.gzipBytes)} | ${kb(row.budgetBytes)} | ${verdict} |`);
}
for (const name of missing)
  console.log(`| ${name} | missing | ${kb(SIZE_BUDGETS[name]!.budgetBytes)} | MISSING |`);

const failed = missing.length > 0 || rows.some((row) => row.gzipBytes > row.budgetBytes);
process.exitCode = failed ? 1 : 0;
