/**
 * Screenshot comparison for the visual regression check (visual.e2e.test.ts): a PNG against its
 * committed baseline in e2e/visual-baselines/, pixel by pixel (pixelmatch), within a tolerance.
 * Baselines change only on request: UPDATE_SNAPSHOTS=1 writes the new screenshots as baselines.
 * A failed comparison leaves the actual image and a diff (changed pixels in red) in
 * .output/visual-diff/ to look at.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ROOT } from './paths';

export const BASELINES = resolve(ROOT, 'e2e/visual-baselines');
const DIFFS = resolve(ROOT, '.output/visual-diff');

/**
 * Anti-aliasing aside (pixelmatch skips it), a pixel counts as changed when its colour moved by
 * more than PIXEL_THRESHOLD (0..1, YIQ distance); the check fails when more than MAX_CHANGED of
 * the pixels changed. A moved column, a wrapped button or a lost border changes far more.
 */
const PIXEL_THRESHOLD = 0.1;
export const MAX_CHANGED = 0.002;

export interface Comparison {
  /** Empty when the screenshot matches; otherwise what differs and where to look. */
  problem: string;
  changedRatio: number;
}

export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  const baselineFile = resolve(BASELINES, `${name}.png`);
  if (process.env.UPDATE_SNAPSHOTS === '1') {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(baselineFile, actual);
    return { problem: '', changedRatio: 0 };
  }
  if (!existsSync(baselineFile)) {
    return {
      problem: `no baseline ${baselineFile}: run with UPDATE_SNAPSHOTS=1 to write it`,
      changedRatio: 1,
    };
  }
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const got = PNG.sync.read(actual);
  const save = (diff?: PNG) => {
    mkdirSync(DIFFS, { recursive: true });
    writeFileSync(resolve(DIFFS, `${name}.actual.png`), actual);
    if (diff) writeFileSync(resolve(DIFFS, `${name}.diff.png`), PNG.sync.write(diff));
  };
  if (expected.width !== got.width || expected.height !== got.height) {
    save();
    return {
      problem: `${name}: size ${got.width}x${got.height}, baseline ${expected.width}x${expected.height} (actual in ${DIFFS})`,
      changedRatio: 1,
    };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const changedRatio = changed / (got.width * got.height);
  if (changedRatio <= MAX_CHANGED) return { problem: '', changedRatio };
  save(diff);
  const percent = (changedRatio * 100).toFixed(2);
  return {
    problem: `${name}: ${changed} pixels (${percent}%) differ from the baseline; see ${DIFFS}/${name}.diff.png (UPDATE_SNAPSHOTS=1 accepts a deliberate change)`,
    changedRatio,
  };
}
