/**
 * Runs once per e2e run: finds the browsers (never downloads them) and builds the extension for
 * Chromium and Firefox in e2e mode (loopback host permission + the background test hook).
 * E2E_SKIP_BUILD=1 reuses the builds already in .output/.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { ensureBrowsers } from '../scripts/browsers';
import {
  CHROME_E2E_BUILD,
  FIREFOX_E2E_BUILD,
  FIREFOX_MV3_E2E_BUILD,
  LAUNCHED_FILE,
  ROOT,
} from './support/paths';

async function build(args: string[]): Promise<void> {
  const started = Date.now();
  // Vitest sets NODE_ENV=test; a build must see what `npm run build:e2e` sees.
  const env = { ...process.env };
  delete env.NODE_ENV;
  try {
    await promisify(execFile)(resolve(ROOT, 'node_modules/.bin/wxt'), ['build', ...args], { cwd: ROOT, env });
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`wxt build ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
  console.log(`[e2e] wxt build ${args.join(' ')}: ${Date.now() - started} ms`);
}

/**
 * Ends every browser this run launched that is still running (launches.ts writes a pid or a
 * profile folder a line). The runner's process normally takes them down as it exits; this is the
 * net for a run that crashed or was stopped, so no browser outlives it.
 */
function endLaunchedBrowsers(): void {
  if (!existsSync(LAUNCHED_FILE)) return;
  const markers = readFileSync(LAUNCHED_FILE, 'utf8').split('\n').filter(Boolean);
  rmSync(LAUNCHED_FILE, { force: true });
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let command: string;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue; // ended meanwhile
    }
    if (markers.some((marker) => pid === marker || command.includes(marker))) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // ended meanwhile
      }
    }
  }
}

export default async function setup(): Promise<() => void> {
  endLaunchedBrowsers(); // what an earlier, interrupted run left
  const browsers = ensureBrowsers();
  console.log(`[e2e] chromium: ${browsers.chromium}\n[e2e] firefox:  ${browsers.firefox}`);
  if (process.env.E2E_SKIP_BUILD === '1') {
    for (const dir of [CHROME_E2E_BUILD, FIREFOX_E2E_BUILD, FIREFOX_MV3_E2E_BUILD]) {
      if (!existsSync(resolve(dir, 'manifest.json'))) {
        throw new Error(`E2E_SKIP_BUILD=1 but ${dir} has no build: run npm run build:e2e first.`);
      }
    }
    return endLaunchedBrowsers;
  }
  // The three at once: each is mostly one core's work, and they write to folders of their own.
  await Promise.all([
    build(['--mode', 'e2e']), // = npm run build:e2e -> .output/chrome-mv3-e2e
    build(['-b', 'firefox', '--mode', 'e2e']), // -> .output/firefox-mv2-e2e
    build(['-b', 'firefox', '--mv3', '--mode', 'e2e']), // -> .output/firefox-mv3-e2e
  ]);
  return endLaunchedBrowsers;
}
