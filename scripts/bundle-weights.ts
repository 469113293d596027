/**
 * What weighs in a bundle: bytes of a built JS file by the source file they came from, raw and
 * gzipped on their own (so the gzipped figures add up to more than the file). Reads the file's
 * source map, which the build writes when SOURCEMAP=1:
 *
 *   SOURCEMAP=1 npx wxt build && npx tsx scripts/bundle-weights.ts .output/chrome-mv3/background.js
 *
 * Used to find what to cut when a size budget (npm run size) is tight.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one base64 VLQ segment of a source map's `mappings` into its numbers. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Generated code grouped by the source each mapping segment points at. */
export function codeBySource(
  code: string,
  map: { sources: string[]; mappings: string },
): Map<string, string> {
  const bySource = new Map<string, string>();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    const segments = lineMappings === '' ? [] : lineMappings.split(',');
    let column = 0;
    const starts: Array<{ column: number; source: number | null }> = [];
    for (const segment of segments) {
      const [columnDelta = 0, sourceDelta] = decodeVlq(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      // Later fields (line, column, name) are relative too, but only the source matters here.
      starts.push({ column, source: sourceDelta === undefined ? null : source });
    }
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? line.length;
      const name = start.source === null ? '(unmapped)' : (map.sources[start.source] ?? '?');
      bySource.set(name, (bySource.get(name) ?? '') + line.slice(start.column, end));
    });
  });
  return bySource;
}

function main(file: string): void {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const rows = [...codeBySource(code, map)]
    .map(([source, text]) => ({
      source: source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, ''),
      raw: text.length,
      gzip: gzipSync(text, { level: 9 }).length,
    }))
    .sort((a, b) => b.raw - a.raw);
  console.log(`${file}: ${code.length} B raw, ${gzipSync(code, { level: 9 }).length} B gzipped\n`);
  console.log('    raw   gzip  source');
  for (const row of rows)
    console.log(`${String(row.raw).padStart(7)} ${String(row.gzip).padStart(6)}  ${row.source}`);
}

if (process.argv[1]?.endsWith('bundle-weights.ts')) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npx tsx scripts/bundle-weights.ts <built .js file with a .map beside it>');
    process.exit(2);
  }
  main(file);
}
