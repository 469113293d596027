/**
 * Key confinement across profiles: a key is only ever sent to its own profile's base URLs, and
 * only to the origins it was typed for (or that the user agreed to by name). The real API client
 * (lib/api) runs on a recording fetch; every way the background reaches a server (page messages,
 * menu child items, the shortcut, Test connection, Save, an import) is exercised with two
 * profiles, and every request's Authorization header is checked against the origin it went to.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApi } from '../api/index';
import type { ApiOptions } from '../api/types';
import { getApi } from './api-clients';
import { handleCommand } from './commands';
import type { QuickDeps } from './feedback';
import { createHandlers } from './handlers';
import { handleMenuClick } from './menus';
import { activateProfile } from './profile-actions';
import { loadSettings, saveSettings, settingsItem } from './settings/store';

const A = { id: 'alpha', key: 'key-of-alpha-1111', links: 'https://a.example', analytics: '' };
const B = {
  id: 'beta',
  key: 'key-of-beta-2222',
  links: 'https://b.example',
  analytics: 'https://stats-b.example',
};
/** An address the user moves a profile to: the key was never typed for it. */
const NEW = 'https://new.example';
const KEY_OF_ORIGIN: Record<string, string> = {
  'https://a.example': A.key,
  'https://b.example': B.key,
  'https://stats-b.example': B.key,
};

const sent: { origin: string; authorization: string | null }[] = [];

const record = {
  id: 9,
  alias: 'abc',
  url: 'https://example.com/page',
  short_url: 'https://sho.rt/abc',
  created_at: '2024-01-01T00:00:00Z',
};

/** Answers like a server: a one-record list, or the created record. */
const fetchRecorder: typeof fetch = async (input, init) => {
  const url = new URL(String(input instanceof Request ? input.url : input));
  sent.push({ origin: url.origin, authorization: new Headers(init?.headers).get('authorization') });
  const list = { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } };
  const account = { data: { id: 1, name: 'Someone', email: 'someone@example.com' } };
  const body =
    init?.method === 'POST'
      ? { data: record, status: 201 }
      : url.pathname.endsWith('/account')
        ? account
        : list;
  return new Response(JSON.stringify(body), {
    status: init?.method === 'POST' ? 201 : 200,
    headers: { 'content-type': 'application/json' },
  });
};

const factory = (options: ApiOptions) => createApi({ ...options, fetch: fetchRecorder });
const handlers = createHandlers({
  getApi: (services, settings) => getApi({ services, settings, factory }),
  factory,
});
const quick: QuickDeps = {
  getApi: (settings) => getApi({ factory, ...(settings ? { settings } : {}) }),
  copy: async () => undefined,
};

function expectConfined() {
  expect(sent.length).toBeGreaterThan(0);
  for (const request of sent) {
    expect({ origin: request.origin, authorization: request.authorization }).toEqual({
      origin: request.origin,
      authorization: `Bearer ${KEY_OF_ORIGIN[request.origin]}`,
    });
  }
}

// Both describes: profiles A (active) and B saved, the host permissions granted, nothing sent yet.
beforeEach(async () => {
  fakeBrowser.reset();
  sent.length = 0;
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation((async () => true) as never);
  await saveSettings({ apiKey: A.key, linksBaseUrl: A.links }, A.id);
  await saveSettings({ apiKey: B.key, linksBaseUrl: B.links, analyticsBaseUrl: B.analytics }, B.id);
  await activateProfile(A.id);
});

describe('key confinement across profiles', () => {
  it('sends each profile its own key when pages switch between them', async () => {
    await handlers['links.list']({});
    await handlers['websites.list']({});
    await activateProfile(B.id);
    await handlers['links.list']({});
    await handlers['websites.list']({});
    await handlers.shorten({ url: 'https://example.com/page', forceNew: true });
    await activateProfile(A.id);
    await handlers['links.list']({});

    expectConfined();
    expect(new Set(sent.map((r) => r.origin))).toEqual(new Set(Object.keys(KEY_OF_ORIGIN)));
  });

  it('shortens a menu child item on its own profile, whichever is active', async () => {
    const tab = { url: 'https://example.com/page' };
    await handleMenuClick({ menuItemId: `shorten-page:${B.id}`, pageUrl: tab.url }, tab, quick);
    await handleMenuClick({ menuItemId: `shorten-page:${A.id}`, pageUrl: tab.url }, tab, quick);
    await handleCommand('shorten-current-tab', tab, quick); // The active profile: A.

    expectConfined();
    expect(sent.filter((r) => r.origin === B.links)).not.toHaveLength(0);
  });

  it('tests a profile with its own saved key, and a profile being added with none', async () => {
    await handlers['connection.test']({ profileId: B.id });
    await handlers['connection.test']({ profileId: A.id, linksBaseUrl: A.links });
    // A new profile typed with A's address but no key: nothing is sent (B's or A's key stays home).
    const report = await handlers['connection.test']({ profileId: 'new-one', linksBaseUrl: A.links });

    expect(report.links.error?.code).toBe('not_configured');
    expectConfined();
  });

  it('would catch a request carrying another profile key (the check can fail)', () => {
    sent.push({ origin: A.links, authorization: `Bearer ${B.key}` });
    expect(expectConfined).toThrow();
  });
});

describe('key confinement to the origins a key was typed for', () => {
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { code: string; fields?: Record<string, string[]> }) => ({
        code: error.code,
        fields: Object.keys(error.fields ?? {}),
      }),
    );

  it('saves nothing and sends nothing when Save moves the links address to another origin without the key', async () => {
    const answer = await refusal(handlers['settings.save']({ profileId: A.id, linksBaseUrl: NEW }));
    await handlers['links.list']({});

    expect(answer).toEqual({ code: 'validation', fields: ['apiKey'] });
    expect((await loadSettings(A.id)).linksBaseUrl).toBe(A.links);
    expect(sent.filter((r) => r.origin === NEW)).toEqual([]);
    expectConfined();
  });

  it('saves nothing when Save moves the analytics address to another origin without the key', async () => {
    const answer = await refusal(handlers['settings.save']({ profileId: B.id, analyticsBaseUrl: NEW }));

    expect(answer).toEqual({ code: 'validation', fields: ['apiKey'] });
    expect((await loadSettings(B.id)).analyticsBaseUrl).toBe(B.analytics);
  });

  it('sends nothing when Test tries another origin with the saved key', async () => {
    const links = await refusal(handlers['connection.test']({ profileId: A.id, linksBaseUrl: NEW }));
    const analytics = await refusal(
      handlers['connection.test']({ profileId: B.id, linksBaseUrl: B.links, analyticsBaseUrl: NEW }),
    );

    expect(links).toEqual({ code: 'validation', fields: ['apiKey'] });
    expect(analytics).toEqual({ code: 'validation', fields: ['apiKey'] });
    expect(sent).toEqual([]);
  });

  it('sends nothing when an import adds a profile at a new origin, or names a saved one', async () => {
    // Import adds each profile of the file under a new id: no key comes with it.
    await handlers['settings.save']({ profileId: 'imported', profileName: 'A', linksBaseUrl: NEW });
    const test = await handlers['connection.test']({ profileId: 'imported' });
    // A hand-made message naming a saved profile is a Save like any other.
    const renamed = await refusal(
      handlers['settings.save']({ profileId: A.id, profileName: 'A', linksBaseUrl: NEW }),
    );

    expect(test.links.error?.code).toBe('not_configured');
    expect(renamed).toEqual({ code: 'validation', fields: ['apiKey'] });
    expect(sent).toEqual([]);
  });

  it('sends the saved key to a new origin the user named, on Test and after Save', async () => {
    const test = await handlers['connection.test']({ profileId: A.id, linksBaseUrl: NEW, sendKeyTo: [NEW] });
    await handlers['settings.save']({ profileId: A.id, linksBaseUrl: NEW, sendKeyTo: [NEW] });
    await handlers['links.list']({});

    expect(test.links.ok).toBe(true);
    expect(sent.map((r) => [r.origin, r.authorization])).toContainEqual([NEW, `Bearer ${A.key}`]);
    expect((await loadSettings(A.id)).keyOrigins).toEqual([A.links, NEW]);
  });

  it('refuses an agreement that names another origin than the new one', async () => {
    const answer = await refusal(
      handlers['settings.save']({ profileId: A.id, linksBaseUrl: NEW, sendKeyTo: ['https://other.example'] }),
    );

    expect(answer).toEqual({ code: 'validation', fields: ['apiKey'] });
  });

  it('gives a key typed again the new addresses only', async () => {
    await handlers['settings.save']({ profileId: A.id, apiKey: 'typed-for-new-3333', linksBaseUrl: NEW });
    const back = await refusal(handlers['settings.save']({ profileId: A.id, linksBaseUrl: A.links }));

    expect((await loadSettings(A.id)).keyOrigins).toEqual([NEW]);
    expect(back).toEqual({ code: 'validation', fields: ['apiKey'] });
  });

  it('keeps other changes working at the addresses the key belongs to', async () => {
    await handlers['settings.save']({
      profileId: A.id,
      linksBaseUrl: `${A.links}/short/`,
      reuseExisting: false,
    });

    expect(await loadSettings(A.id)).toMatchObject({
      linksBaseUrl: `${A.links}/short`,
      reuseExisting: false,
    });
  });

  it('sends nothing from any message when the stored address is not one the key belongs to', async () => {
    const stored = await settingsItem.getValue();
    const profiles = stored?.profiles.map((p) => (p.id === A.id ? { ...p, linksBaseUrl: NEW } : p)) ?? [];
    await settingsItem.setValue({ ...stored, profiles, activeProfile: A.id });

    const answer = await refusal(handlers['links.list']({}));

    expect(answer).toEqual({ code: 'validation', fields: ['apiKey'] });
    expect(sent).toEqual([]);
  });
});
