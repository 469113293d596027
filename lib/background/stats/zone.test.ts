import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../api/errors';
import type { Account } from '../../api/schemas';
import type { Api } from '../../api/types';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings/schema';
import { clearProfileStats } from './cache';
import { rememberStatsServer } from './stored-server-kind';
import { createZoneHandler, rememberedZone } from './zone';

const account = (timeZone: string | null): Account => ({
  id: 1,
  name: 'Ann',
  email: null,
  defaultDomain: null,
  timeZone,
});

function setup(zones: Partial<Record<'links' | 'websites', string | null>> = {}) {
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    profileId: 'default',
    apiKey: 'key-123456789',
    linksBaseUrl: 'https://sho.rt',
    analyticsBaseUrl: 'https://stats.example',
  };
  const get = vi.fn<Api['account']['get']>(async (_options, service = 'links') =>
    service in zones ? account(zones[service] ?? null) : null,
  );
  const handler = createZoneHandler({
    loadSettings: async () => settings,
    getAccount: async () => ({ get }),
  })['stats.zone'];
  return { handler, get, settings };
}

describe('stats.zone', () => {
  beforeEach(() => fakeBrowser.reset());

  it("answers the links account's zone, asked once per session", async () => {
    // Arrange
    const { handler, get } = setup({ links: 'Pacific/Honolulu' });
    // Act
    const links = await handler({ service: 'links' });
    const again = await handler({ service: 'links' });
    // Assert
    expect(links).toEqual({ timeZone: 'Pacific/Honolulu' });
    expect(again).toEqual(links);
    expect(get.mock.calls.map(([, service]) => service)).toEqual(['links']);
  });

  it("answers the analytics server's clock (UTC) for websites whatever the account names, asking nothing", async () => {
    // Arrange: the analytics service records visits on its own clock and never converts them
    const { handler, get, settings } = setup({ websites: 'America/New_York' });
    // Act
    const answer = await handler({ service: 'websites' });
    // Assert
    expect(answer).toEqual({ timeZone: 'UTC' });
    expect(await rememberedZone(settings, 'websites')).toBe('UTC');
    expect(get).not.toHaveBeenCalled();
  });

  it('keeps the answer in storage.session, so a restarted worker does not ask again', async () => {
    // Arrange
    await setup({ links: 'Asia/Tokyo' }).handler({ service: 'links' });
    const restarted = setup({ links: 'Asia/Tokyo' });
    // Act
    const answer = await restarted.handler({ service: 'links' });
    // Assert
    expect(answer).toEqual({ timeZone: 'Asia/Tokyo' });
    expect(restarted.get).not.toHaveBeenCalled();
    expect(Object.keys(await fakeBrowser.storage.local.get(null))).toEqual([]);
  });

  it('answers null, remembered too, for a server without the account route or a zone', async () => {
    // Arrange
    const { handler, get } = setup({ links: null });
    // Act
    const answers = [await handler({ service: 'links' }), await handler({ service: 'links' })];
    // Assert
    expect(answers).toEqual([{ timeZone: null }, { timeZone: null }]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('asks again when the service moved to another URL', async () => {
    // Arrange
    const { handler, get, settings } = setup({ links: 'Asia/Tokyo' });
    await handler({ service: 'links' });
    // Act
    settings.linksBaseUrl = 'https://other.example';
    await handler({ service: 'links' });
    // Assert
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("forgets the zone with the profile's statistics", async () => {
    // Arrange
    const { handler, get } = setup({ links: 'Asia/Tokyo' });
    await handler({ service: 'links' });
    // Act
    await clearProfileStats('default');
    await handler({ service: 'links' });
    // Assert
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('asks nothing of a server known to have no statistics', async () => {
    // Arrange
    const { handler, get } = setup({ links: 'Asia/Tokyo' });
    await rememberStatsServer('default', 'links', 'https://sho.rt', 'none');
    // Act
    const answer = await handler({ service: 'links' });
    // Assert
    expect(answer).toEqual({ timeZone: null });
    expect(get).not.toHaveBeenCalled();
  });

  it('passes a failure on and remembers nothing, so the next view asks again', async () => {
    // Arrange
    const { handler, get } = setup({ links: 'Asia/Tokyo' });
    get.mockRejectedValueOnce(new ApiError({ code: 'network', message: 'Down.' }));
    // Act
    const failed = handler({ service: 'links' });
    // Assert
    await expect(failed).rejects.toMatchObject({ code: 'network' });
    await expect(handler({ service: 'links' })).resolves.toEqual({ timeZone: 'Asia/Tokyo' });
  });
});
