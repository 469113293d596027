/** Small numeric and formatting helpers of the benchmark. */

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** min–max of a sample, to show the spread beside a median. */
export const range = (values: number[]) =>
  `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;

export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 200) ?? '';

/** One row of the results table. */
export interface ResultRow {
  what: string;
  measured: string;
  budget: string;
  verdict: 'ok' | 'OVER' | 'no budget' | 'NOT MEASURED';
}

export const verdict = (value: number, budget: number): ResultRow['verdict'] =>
  Number.isNaN(value) ? 'NOT MEASURED' : value <= budget ? 'ok' : 'OVER';

export function markdownTable(rows: ResultRow[]): string {
  const lines = ['| what | measured | budget | verdict |', '|---|---|---|---|'];
  for (const row of rows) lines.push(`| ${row.what} | ${row.measured} | ${row.budget} | ${row.verdict} |`);
  return lines.join('\n');
}
