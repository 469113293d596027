/**
 * The `connect.*` messages (lib/shared/connect.ts): the use cases of connect.ts on the real
 * browser: the account page read in the tab by scripting.executeScript, the connection test of
 * Options, the settings store.
 */
import { browser } from 'wxt/browser';
import { ApiError } from '../../api/errors';
import type { ConnectionReport } from '../../shared/protocol';
import type { ApiFactory, Service } from '../api-clients';
import { activateProfile } from '../profile-actions';
import type { Handlers } from '../serve';
import { readStored, saveSettings } from '../settings/store';
import { clearProfileStats } from '../stats/cache';
import { type AccountPageRead, readAccountPage } from './account-page';
import { type ConnectDeps, checkTab, connectTab } from './connect';
import { connectTarget } from './target-profile';

async function readPage(tabId: number, withKey: boolean): Promise<AccountPageRead> {
  const [result] = await browser.scripting.executeScript({
    target: { tabId },
    func: readAccountPage,
    args: [withKey],
  });
  return result?.result as AccountPageRead;
}

/** Options' connection test (handlers.ts), passed in: this module is imported by handlers.ts. */
export type TestConnection = (
  input: { apiKey: string; linksBaseUrl: string; analyticsBaseUrl: string },
  factory: ApiFactory,
) => Promise<ConnectionReport>;

export function connectDeps(factory: ApiFactory, testConnection: TestConnection): ConnectDeps {
  return {
    readPage,
    async test(origin, apiKey) {
      const report = await testConnection(
        { apiKey, linksBaseUrl: origin, analyticsBaseUrl: origin },
        factory,
      );
      const services = (['links', 'websites'] as const).filter((s) => report[s].ok) as Service[];
      const error = report.links.error ?? report.websites.error;
      return error ? { services, error: ApiError.from(error) } : { services };
    },
    async target(origin, key, services, requested) {
      const stored = await readStored();
      return connectTarget({
        stored,
        origin,
        key,
        services,
        requested,
        newId: crypto.randomUUID().slice(0, 8),
      });
    },
    async save({ profileId, patch }) {
      await saveSettings(patch, profileId);
      await clearProfileStats(profileId);
      return activateProfile(profileId);
    },
  };
}

export const createConnectHandlers = (factory: ApiFactory, testConnection: TestConnection) =>
  ({
    'connect.check': ({ tabId }) => checkTab(tabId, { readPage }),
    'connect.run': (input) => connectTab(input, connectDeps(factory, testConnection)),
  }) satisfies Partial<Handlers>;
