/**
 * One browser per kind and launch option for the whole e2e run, not one per file.
 *
 * Launching Chromium or Firefox with the extension costs seconds; a scenario needs only its own
 * tabs, storage and reference-server data, which the fixtures reset before every test. The e2e
 * project runs its files one after another in one process (`isolate: false` in
 * vitest.config.ts), so a browser launched by the first file that asks for it serves every later
 * file asking for the same launch. The registry lives on `globalThis` so that it survives even
 * where the runner evaluates a support module again for another file.
 *
 * Each browser is closed when the run's process exits (Playwright and Puppeteer both kill what
 * they launched then); global-setup's teardown kills any whose pid is still alive, so a crashed
 * run never leaves a browser holding CI's output open.
 */
import { appendFileSync } from 'node:fs';
import { type ChromiumExtension, type LaunchOptions, launchChromium } from './chromium';
import { type FirefoxExtension, type FirefoxLaunchOptions, launchFirefox } from './firefox';
import { LAUNCHED_FILE } from './paths';

interface Registry {
  chromium: Map<string, Promise<ChromiumExtension>>;
  firefox: Map<string, Promise<FirefoxExtension>>;
}

const holder = globalThis as { __e2eLaunches?: Registry };
holder.__e2eLaunches ??= { chromium: new Map(), firefox: new Map() };
const registry: Registry = holder.__e2eLaunches;

/** Launch options as a key: the same options, in any order, share one browser. */
const keyOf = (options: object) =>
  JSON.stringify(options, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );

function shared<T>(map: Map<string, Promise<T>>, options: object, launch: () => Promise<T>): Promise<T> {
  const key = keyOf(options);
  let launched = map.get(key);
  if (!launched) {
    launched = launch();
    // A launch that failed is not kept: the next file tries again and reports its own error.
    launched.catch(() => map.delete(key));
    map.set(key, launched);
  }
  return launched;
}

/** What global-setup's teardown needs to find a browser left running: its pid or its profile folder. */
function remember(marker: string | number | undefined): void {
  if (marker) appendFileSync(LAUNCHED_FILE, `${marker}\n`);
}

/** The run's Chromium for these launch options (the default: the e2e build, UTC, English). */
export function sharedChromium(options: LaunchOptions = {}): Promise<ChromiumExtension> {
  return shared(registry.chromium, options, async () => {
    const ext = await launchChromium(options);
    remember(ext.userDataDir);
    return ext;
  });
}

/** The run's Firefox ESR for these launch options (the default: the MV2 e2e build). */
export function sharedFirefox(options: FirefoxLaunchOptions = {}): Promise<FirefoxExtension> {
  return shared(registry.firefox, options, async () => {
    const ff = await launchFirefox(options);
    remember(ff.browser.process()?.pid);
    return ff;
  });
}
