import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { AFTER_START_MS } from '../after-start';
import { saveSettings } from '../settings/store';
import type { Rule } from './rules';
import { syncExcludeRules, watchExcludeVisits } from './sync';

/** The browser's dynamic rules, kept in memory: the fake browser has no declarativeNetRequest. */
let held: Rule[];
const update = vi.fn(async ({ removeRuleIds, addRules }: { removeRuleIds: number[]; addRules: Rule[] }) => {
  held = [...held.filter((rule) => !removeRuleIds.includes(rule.id)), ...addRules];
});

beforeEach(async () => {
  fakeBrowser.reset();
  held = [{ id: 1, action: { type: 'block' }, condition: { urlFilter: 'someone-else' } }];
  update.mockClear();
  Object.assign(fakeBrowser, {
    declarativeNetRequest: { getDynamicRules: async () => [...held], updateDynamicRules: update },
  });
  await saveSettings({
    apiKey: 'k-1234',
    linksBaseUrl: 'https://sho.rt',
    analyticsBaseUrl: 'https://stats.example',
  });
});

describe('syncExcludeRules', () => {
  it('writes the rule of a profile that excludes a site, and nothing more when nothing changed', async () => {
    await saveSettings({ excludeVisits: { mode: 'sites', sites: ['example.com'] } });
    await syncExcludeRules();
    await syncExcludeRules(); // a worker start with the same settings
    expect(update).toHaveBeenCalledTimes(1);
    expect(held.map((rule) => rule.condition.initiatorDomains)).toEqual([
      undefined,
      ['example.com', 'www.example.com'],
    ]);
  });

  it('removes our rule when the switch is turned off, leaving rules that are not ours', async () => {
    await saveSettings({ excludeVisits: { mode: 'sites', sites: ['example.com'] } });
    await syncExcludeRules();
    await saveSettings({ excludeVisits: { mode: 'off', sites: [] } });
    await syncExcludeRules();
    expect(held.map((rule) => rule.id)).toEqual([1]);
  });

  it("covers every profile's sites, each on its own analytics server", async () => {
    await saveSettings({ excludeVisits: { mode: 'sites', sites: ['a.example'] } });
    await saveSettings(
      { linksBaseUrl: 'https://other.example', excludeVisits: { mode: 'all', sites: ['b.example'] } },
      'second',
    );
    await syncExcludeRules();
    expect(held.slice(1).map((rule) => rule.condition.urlFilter)).toEqual([
      '|https://other.example/api/event^',
      '|https://stats.example/api/event^',
    ]);
  });
});

describe('watchExcludeVisits (the start-up check after the waking event)', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the rules only AFTER_START_MS after the start, and syncs a settings change at once', async () => {
    vi.useFakeTimers();
    const read = vi.fn(async () => [...held]);
    Object.assign(fakeBrowser, {
      declarativeNetRequest: { getDynamicRules: read, updateDynamicRules: update },
    });

    watchExcludeVisits();
    await vi.advanceTimersByTimeAsync(AFTER_START_MS - 1);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));

    await saveSettings({ excludeVisits: { mode: 'sites', sites: ['example.com'] } });
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });
});
