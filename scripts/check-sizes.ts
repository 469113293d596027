/**
 * `npm run size`: gzipped size of each page and the background of the production Chrome build,
 * against the budgets of DESIGN.md. Exits 1 when a budget is exceeded or a page is missing,
 * so CI fails on a size regression (sizes are deterministic; timings are only reported).
 */
import { fileURLToPath } from 'node:url';
import { kb, measureSizes, SIZE_BUDGETS } from './sizes';

const outDir = process.argv[2] ?? fileURLToPath(new URL('../.output/chrome-mv3', import.meta.url));
const rows = measureSizes(outDir);
const missing = Object.keys(SIZE_BUDGETS).filter((name) => !rows.some((row) => row.name === name));

console.log(`Gzipped sizes of ${outDir}\n`);
console.log('| what | gzipped | budget | |\n|---|---|---|---|');
for (const row of rows) {
  const verdict = row.gzipBytes <= row.budgetBytes ? 'ok' : 'OVER BUDGET';
  console.log(`| ${row.name} | ${kb(row.gzipBytes)} | ${kb(row.budgetBytes)} | ${verdict} |`);
}
for (const name of missing)
  console.log(`| ${name} | missing | ${kb(SIZE_BUDGETS[name]!.budgetBytes)} | MISSING |`);

const failed = missing.length > 0 || rows.some((row) => row.gzipBytes > row.budgetBytes);
process.exitCode = failed ? 1 : 0;
