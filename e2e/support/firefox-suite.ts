/**
 * The per-file setup of the Firefox tests that start from a configured extension (the Firefox
 * twin of fixture.ts useChromium): one Firefox ESR, one reference server and one other-origin
 * server per file; before each test the tabs are closed, the last test's requests left to land
 * (untilQuiet), the server reset to its seed, the extension's storage emptied and the demo
 * account written to `local:settings`.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ServerOptions } from '../../reference-server/types';
import { type FirefoxExtension, type FirefoxGlobals, launchFirefox } from './firefox';
import {
  type OtherOriginServer,
  type RunningServer,
  resetServer,
  startOtherOriginServer,
  startReferenceServer,
  untilQuiet,
} from './server';
import { settingsFor, settingsItems } from './settings';

export interface FirefoxSuite {
  ff: FirefoxExtension;
  server: RunningServer;
  other: OtherOriginServer;
}

/**
 * `server`: options of the reference server (for example `{ stats: 'none' }`, an older release);
 * `env`: Firefox's environment beside the runner's (`{ TZ: ... }`, issue 25).
 */
export function useFirefox(server: ServerOptions = {}, env?: Record<string, string>): FirefoxSuite {
  const suite = {} as FirefoxSuite;

  beforeAll(async () => {
    const [reference, other, ff] = await Promise.all([
      startReferenceServer(server),
      startOtherOriginServer(),
      launchFirefox(env ? { env } : {}),
    ]);
    Object.assign(suite, { server: reference, other, ff });
  });

  afterAll(async () => {
    await Promise.all([suite.ff?.close(), suite.server?.stop(), suite.other?.stop()]);
  });

  beforeEach(async () => {
    await suite.ff.closeTabs();
    await untilQuiet(suite.server, 250); // the last test's requests land before the reset
    await resetServer(suite.server);
    await suite.ff.inExtension(
      async (items) => {
        const b = (globalThis as unknown as FirefoxGlobals).browser;
        await b.storage.local.clear();
        await b.storage.session?.clear();
        await b.storage.local.set(items);
      },
      settingsItems(settingsFor(suite.server, suite.server.keys.demo)),
    );
  });

  return suite;
}
