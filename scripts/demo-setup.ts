/**
 * What `npm run demo` does before it opens a browser: make sure Chromium is there,
 * installing it as `npm test` would (root on Debian: apt-get; otherwise a message that says what
 * to install), then build the e2e flavour of the extension. A fresh clone's first command must
 * work, so the browser comes first: a build is no use without it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROME_E2E_BUILD, ROOT } from '../e2e/support/paths';
import { ensureBrowsers, type InstallEnvironment } from './browsers';

export interface DemoSetup {
  /** Where a missing browser comes from (tests pass a fake). */
  environment?: InstallEnvironment;
  build?: () => void;
}

/**
 * `wxt build --mode e2e`, or nothing when `skip` (DEMO_SKIP_BUILD=1 for the demo) and a build is
 * there. `who` names the command in its progress line (the screenshots script builds this way too).
 */
export function buildE2e(skip = process.env.DEMO_SKIP_BUILD === '1', who = 'demo'): void {
  if (skip && existsSync(resolve(CHROME_E2E_BUILD, 'manifest.json'))) return;
  console.log(`${who}: building the extension (wxt build --mode e2e)…`);
  const env = { ...process.env };
  delete env.NODE_ENV;
  execFileSync(resolve(ROOT, 'node_modules/.bin/wxt'), ['build', '--mode', 'e2e'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Returns Chromium's path once it is installed and the extension is built. */
export function prepareDemo({ environment, build = () => buildE2e() }: DemoSetup = {}): string {
  const { chromium } = ensureBrowsers(['chromium'], environment);
  build();
  return chromium;
}
