/**
 * The setup of the Firefox tests that start from a configured extension: the run's one Firefox
 * ESR for these launch options (launches.ts), a reference server of its own for each test
 * (server-per-test.ts), and before each test the tabs closed, the extension's storage emptied and
 * the demo account written to `local:settings`.
 */
import { beforeAll, beforeEach } from 'vitest';
import type { ServerOptions } from '../../reference-server/types';
import type { FirefoxExtension, FirefoxGlobals } from './firefox';
import { sharedFirefox } from './launches';
import type { OtherOriginServer, RunningServer } from './server';
import { useServerPerTest } from './server-per-test';
import { settingsFor, settingsItems } from './settings';

export interface FirefoxSuite {
  ff: FirefoxExtension;
  server: RunningServer;
  other: OtherOriginServer;
}

/**
 * `server`: options of the reference server (for example `{ stats: 'none' }`, an older release);
 * `env`: Firefox's environment beside the runner's (`{ TZ: ... }`).
 */
export function useFirefox(server: ServerOptions = {}, env?: Record<string, string>): FirefoxSuite {
  const servers = useServerPerTest(server);
  let ff: FirefoxExtension;
  const suite: FirefoxSuite = {
    get ff() {
      return ff;
    },
    get server() {
      return servers.server;
    },
    get other() {
      return servers.other;
    },
  };

  beforeAll(async () => {
    ff = await sharedFirefox(env ? { env } : {});
  });

  beforeEach(async () => {
    await suite.ff.closeTabs();
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
