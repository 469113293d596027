import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import { addDays } from '../../api/stats/buckets';
import type { ToolbarBadgeMode } from '../../shared/settings/schema';
import { dayIn } from '../../shared/stats/clock';
import { saveSettings } from '../settings/store';
import { cacheKey, writeAnswer } from '../stats/cache';
import { BADGE_MS, flashBadge, watchFlash } from '../toolbar-flash';
import { flashCleared, flashShown, updateTab } from './update';

const TAB = { id: 5, url: 'https://example.com/article', active: true, windowId: 1 };
const SITE = 7;

/**
 * A configured profile whose analytics account tracks example.com (website 7), with today's
 * visitors (12) already in the session cache: painting needs no request.
 */
async function arrange(mode: ToolbarBadgeMode) {
  await saveSettings({ apiKey: 'key-123456789', linksBaseUrl: 'https://sho.rt', toolbarBadge: mode });
  Object.assign(fakeBrowser.permissions, { contains: vi.fn(async () => true) });
  vi.spyOn(fakeBrowser.tabs, 'get').mockResolvedValue(TAB as never);
  vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([TAB] as never);
  const now = Date.now();
  await storage.setItem('session:toolbarBadge:default:example.com', {
    websiteId: SITE,
    lookedUpAt: now,
    askedAt: now,
  });
  await storage.setItem('session:statsZone:default:websites', { url: 'https://sho.rt', timeZone: 'UTC' });
  const today = dayIn('UTC');
  const from = addDays(today, -13);
  const key = cacheKey({
    profileId: 'default',
    service: 'websites',
    id: SITE,
    name: 'visitors',
    from,
    to: today,
    url: 'https://sho.rt',
  });
  await writeAnswer(key, { granularity: 'day', points: [{ bucket: today, count: 12 }] }, now);
}

const badge = async () => ({
  text: await fakeBrowser.action.getBadgeText({ tabId: TAB.id }),
  global: await fakeBrowser.action.getBadgeText({}),
  title: await fakeBrowser.action.getTitle({ tabId: TAB.id }),
});

describe('the toolbar badge on a tab', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(((key: string, subs?: string[]) =>
      [key, ...(subs ?? [])].join('|')) as never);
  });
  afterEach(() => vi.useRealTimers());

  it("paints today's visitors and their title on that tab alone, from the session cache", async () => {
    // Arrange
    await arrange('visitors');
    // Act
    await updateTab(TAB.id);
    // Assert
    expect(await badge()).toEqual({
      text: '12',
      global: '',
      title: 'extName\ntoolbarBadge_visitorsTitle|example.com|12',
    });
  });

  it('clears the tab once the badge is turned off', async () => {
    // Arrange
    await arrange('visitors');
    await updateTab(TAB.id);
    await saveSettings({ toolbarBadge: 'off' });
    // Act
    await updateTab(TAB.id);
    // Assert
    expect(await badge()).toEqual({ text: '', global: '', title: 'extName' });
  });

  it("shows a flash over the tab's own badge, and the tab's own badge after it", async () => {
    // Arrange
    await arrange('visitors');
    await updateTab(TAB.id);
    watchFlash({ shown: flashShown, cleared: flashCleared });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Act
    await flashBadge('success');
    const during = await badge();
    await vi.advanceTimersByTimeAsync(BADGE_MS);
    // Assert
    expect(during.text).toBe('badge_success');
    await vi.waitFor(async () => expect((await badge()).text).toBe('12'));
  });
});
