/**
 * Runs once per e2e run: finds the browsers (never downloads them) and builds the extension for
 * Chromium and Firefox in e2e mode (loopback host permission + the background test hook).
 * E2E_SKIP_BUILD=1 reuses the builds already in .output/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureBrowsers } from '../scripts/browsers';
import { CHROME_E2E_BUILD, FIREFOX_E2E_BUILD, FIREFOX_MV3_E2E_BUILD, ROOT } from './support/paths';

function build(args: string[]): void {
  const started = Date.now();
  // Vitest sets NODE_ENV=test; a build must see what `npm run build:e2e` sees.
  const env = { ...process.env };
  delete env.NODE_ENV;
  execFileSync(resolve(ROOT, 'node_modules/.bin/wxt'), ['build', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  console.log(`[e2e] wxt build ${args.join(' ')}: ${Date.now() - started} ms`);
}

export default function setup(): void {
  const browsers = ensureBrowsers();
  console.log(`[e2e] chromium: ${browsers.chromium}\n[e2e] firefox:  ${browsers.firefox}`);
  if (process.env.E2E_SKIP_BUILD === '1') {
    for (const dir of [CHROME_E2E_BUILD, FIREFOX_E2E_BUILD, FIREFOX_MV3_E2E_BUILD]) {
      if (!existsSync(resolve(dir, 'manifest.json'))) {
        throw new Error(`E2E_SKIP_BUILD=1 but ${dir} has no build: run npm run build:e2e first.`);
      }
    }
    return;
  }
  build(['--mode', 'e2e']); // = npm run build:e2e -> .output/chrome-mv3-e2e
  build(['-b', 'firefox', '--mode', 'e2e']); // -> .output/firefox-mv2-e2e
  build(['-b', 'firefox', '--mv3', '--mode', 'e2e']); // -> .output/firefox-mv3-e2e
}
