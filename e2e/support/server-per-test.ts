import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ServerOptions } from '../../reference-server/types';
import {
  type OtherOriginServer,
  type RunningServer,
  startOtherOriginServer,
  startReferenceServer,
} from './server';

/**
 * A reference server of its own for every test (started with `options` and the demo data before
 * each test) and one other-origin server for the file (its log emptied before each test). A
 * test's server is stopped with the file, not with the test: a request the last test left in
 * flight still gets its answer from the server it was sent to, instead of a refused connection
 * the extension would report, and never reaches the next test's server.
 */
export function useServerPerTest(options: ServerOptions = {}): {
  readonly server: RunningServer;
  readonly other: OtherOriginServer;
} {
  const started: RunningServer[] = [];
  const state = {} as { server: RunningServer; other: OtherOriginServer };
  beforeAll(async () => {
    state.other = await startOtherOriginServer();
  });
  afterAll(async () => {
    await Promise.all([state.other?.stop(), ...started.map((server) => server.stop())]);
    started.length = 0;
  });
  beforeEach(async () => {
    state.server = await startReferenceServer(options);
    started.push(state.server);
    state.other.clearRequests();
  });
  return state;
}
