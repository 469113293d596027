/**
 * `npm run size`: gzipped size of each page and the background of the production Chrome build,
 * against the budgets of DESIGN.md. Exits 1 when a page is missing, exceeds its budget, or (for a
 * page with a temporary ceiling, see sizes.ts) exceeds that ceiling: CI fails on a size
 * regression (sizes are deterministic; timings are only reported, by npm run bench).
 */
import { fileURLToPath } from 'node:url';
import { kb, measureSizes, SIZE_BUDGETS, TEMPORARY_CEILINGS } from './sizes';

const outDir = process.argv[2] ?? fileURLToPath(new URL('../.output/chrome-mv3', import.meta.url));
const rows = measureSizes(outDir);
const missing = Object.keys(SIZE_BUDGETS).filter((name) => !rows.some((row) => row.name === name));

/** The most a page may weigh before CI fails: its budget, or its temporary ceiling if it has one. */
const limitOf = (name: string, budgetBytes: number) => TEMPORARY_CEILINGS[name] ?? budgetBytes;

function verdict(name: string, gzipBytes: number, budgetBytes: number): string {
  if (gzipBytes > limitOf(name, budgetBytes)) return 'FAIL: over the limit';
  const ceiling = TEMPORARY_CEILINGS[name];
  if (gzipBytes > budgetBytes && ceiling !== undefined) {
    return `OVER BUDGET (issue 7); regression ceiling ${kb(ceiling)} holds`;
  }
  return 'ok';
}

console.log(`Gzipped sizes of ${outDir}\n`);
console.log('| what | gzipped | budget (DESIGN.md) | verdict |\n|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${kb(row.gzipBytes)} | ${kb(row.budgetBytes)} | ${verdict(row.name, row.gzipBytes, row.budgetBytes)} |`,
  );
}
for (const name of missing)
  console.log(`| ${name} | missing | ${kb(SIZE_BUDGETS[name]!.budgetBytes)} | MISSING |`);

const failed = missing.length > 0 || rows.some((row) => row.gzipBytes > limitOf(row.name, row.budgetBytes));
process.exitCode = failed ? 1 : 0;
