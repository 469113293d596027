/**
 * The background's floor: floor/background.ts (the mandated libraries and nothing of ours) built
 * alone, as production Chrome, by the same WXT, bundler and minifier as the extension, in a
 * scratch project whose node_modules is ours. The bench prints it beside the background's size:
 * it is the part of the background budget our own code cannot win back.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipBytes } from '../sizes';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// What wxt.config.ts sets for the background (its other settings concern the pages).
const CONFIG = `export default {
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  manifest: { name: 'floor', version: '0.0.0' },
};
`;

/** Gzipped bytes of the floor's background.js. */
export function measureBackgroundFloor(): number {
  const project = mkdtempSync(join(tmpdir(), 'background-floor-'));
  try {
    mkdirSync(join(project, 'entrypoints'));
    copyFileSync(join(ROOT, 'scripts/bench/floor/background.ts'), join(project, 'entrypoints/background.ts'));
    writeFileSync(join(project, 'wxt.config.ts'), CONFIG);
    symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
    const wxt = join(ROOT, 'node_modules/.bin/wxt');
    const result = spawnSync(wxt, ['build', project], { cwd: project, encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`wxt build of the floor failed: ${result.stderr || result.stdout}`);
    return gzipBytes(join(project, '.output/chrome-mv3'), ['background.js']);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
