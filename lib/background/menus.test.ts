import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeApi, makeLink, pageOf } from '../../test/fake-api';
import { ApiError } from '../api/errors';
import { emptyCampaign } from '../shared/campaign';
import { toStored } from '../shared/profiles';
import { campaignsStorageKey, emptyStoredCampaigns, savePreset } from '../shared/stored-campaigns';
import { listHistory } from './history';
import { handleMenuClick, MENU_IDS, menuItems, menuPlan, registerMenus, setupMenus } from './menus';
import { saveSettings } from './settings/store';
import { BADGE_MS } from './toolbar-flash';

function stubMenus() {
  const created: { id?: string | number; contexts?: string[]; title?: string }[] = [];
  const calls: string[] = [];
  vi.spyOn(fakeBrowser.contextMenus, 'removeAll').mockImplementation((async () => {
    calls.push('removeAll');
    created.length = 0;
  }) as never);
  vi.spyOn(fakeBrowser.contextMenus, 'create').mockImplementation(((
    props: (typeof created)[number],
    cb?: () => void,
  ) => {
    calls.push(`create ${props.id}`);
    created.push(props);
    cb?.();
    return props.id;
  }) as never);
  return { created, calls };
}

function setup() {
  const api = fakeApi();
  api.links.create.mockResolvedValue(
    makeLink({ id: 1, url: 'https://example.com/a', shortUrl: 'https://sho.rt/new' }),
  );
  const copy = vi.fn(async (_: string) => undefined);
  return { api, copy, deps: { getApi: async () => api, copy } };
}

const notifications = () => Object.values(fakeBrowser.notifications.getAllCreateOptions());

describe('menus', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.useRealTimers());

  describe('setupMenus', () => {
    it('removes every item, then creates the five items with their contexts and titles', async () => {
      const { created, calls } = stubMenus();
      await setupMenus(true);
      expect(calls[0]).toBe('removeAll');
      expect(created).toEqual([
        { id: 'shorten-link', contexts: ['link'], title: 'menuShortenLink' },
        { id: 'shorten-page', contexts: ['page'], title: 'menuShortenPage' },
        { id: 'shorten-selection', contexts: ['selection'], title: 'menuShortenSelection' },
        { id: 'shorten-links-selection', contexts: ['selection'], title: 'batch_menuTitle' },
        { id: 'shorten-links-field', contexts: ['editable'], title: 'field_menuTitle' },
      ]);
    });

    it('creates nothing when the contextMenus setting is off', async () => {
      const { created, calls } = stubMenus();
      await setupMenus(false);
      expect(calls).toEqual(['removeAll']);
      expect(created).toEqual([]);
    });

    it('never creates duplicates when called twice at once', async () => {
      const { created } = stubMenus();
      await Promise.all([setupMenus(true), setupMenus(true)]);
      expect(created.map((c) => c.id)).toEqual([
        'shorten-link',
        'shorten-page',
        'shorten-selection',
        'shorten-links-selection',
        'shorten-links-field',
      ]);
    });

    it('leaves the items alone when the settings are cleared or first saved (menus stay on)', async () => {
      const { created, calls } = stubMenus();
      vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation(() => undefined);
      registerMenus(setup().deps);
      await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
      await vi.waitFor(() => expect(created).toHaveLength(5));

      await saveSettings({ apiKey: 'first-save-1234' });
      await fakeBrowser.storage.local.clear();
      await saveSettings({ apiKey: 'again-1234' });
      await saveSettings({ contextMenus: false }); // The one change that rebuilds.
      await vi.waitFor(() => expect(created).toHaveLength(0));

      expect(calls.filter((call) => call === 'removeAll')).toHaveLength(2);
    });

    it('removes the items when the setting is turned off, and recreates them when turned on', async () => {
      const { created } = stubMenus();
      vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation(() => undefined);
      registerMenus(setup().deps);
      await saveSettings({ contextMenus: true });
      await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
      await vi.waitFor(() => expect(created).toHaveLength(5));
      await saveSettings({ contextMenus: false });
      await vi.waitFor(() => expect(created).toHaveLength(0));
      await saveSettings({ contextMenus: true });
      await vi.waitFor(() => expect(created).toHaveLength(5));
    });
  });

  describe('the field item', () => {
    it('gives it one child per campaign preset of the active profile, and rebuilds when a preset is saved', async () => {
      const { created } = stubMenus();
      vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation(() => undefined);
      registerMenus(setup().deps);
      await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
      await vi.waitFor(() => expect(created).toHaveLength(5));

      const stored = savePreset(emptyStoredCampaigns(), 'Newsletter', { ...emptyCampaign(), source: 'news' });
      await fakeBrowser.storage.local.set({ [campaignsStorageKey('default')]: stored });

      await vi.waitFor(() => expect(created).toHaveLength(7));
      expect(created.slice(4)).toEqual([
        { id: 'shorten-links-field', contexts: ['editable'], title: 'field_menuTitle' },
        {
          id: 'shorten-links-field/',
          parentId: 'shorten-links-field',
          contexts: ['editable'],
          title: 'field_menuPlain',
        },
        {
          id: 'shorten-links-field/Newsletter',
          parentId: 'shorten-links-field',
          contexts: ['editable'],
          title: 'field_menuPreset',
        },
      ]);
    });
  });

  describe('with several profiles', () => {
    const two = [
      { id: 'home', title: 'Home' },
      { id: 'work', title: 'Work' },
    ];

    it('keeps the items and their ids exactly as before with one profile (then the field item)', () => {
      expect(menuItems([{ id: 'home', title: 'Home' }]).map((item) => item.id)).toEqual([
        'shorten-link',
        'shorten-page',
        'shorten-selection',
        'shorten-links-selection',
        'shorten-links-field',
      ]);
    });

    it('makes each item a parent with one child per profile, ids `<item>:<profile>`', async () => {
      const { created } = stubMenus();
      await setupMenus(true, two);
      expect(created).toEqual([
        { id: 'shorten-link', contexts: ['link'], title: 'menuShortenLink' },
        { id: 'shorten-link:home', parentId: 'shorten-link', contexts: ['link'], title: 'Home' },
        { id: 'shorten-link:work', parentId: 'shorten-link', contexts: ['link'], title: 'Work' },
        { id: 'shorten-page', contexts: ['page'], title: 'menuShortenPage' },
        { id: 'shorten-page:home', parentId: 'shorten-page', contexts: ['page'], title: 'Home' },
        { id: 'shorten-page:work', parentId: 'shorten-page', contexts: ['page'], title: 'Work' },
        { id: 'shorten-selection', contexts: ['selection'], title: 'menuShortenSelection' },
        {
          id: 'shorten-selection:home',
          parentId: 'shorten-selection',
          contexts: ['selection'],
          title: 'Home',
        },
        {
          id: 'shorten-selection:work',
          parentId: 'shorten-selection',
          contexts: ['selection'],
          title: 'Work',
        },
        { id: 'shorten-links-selection', contexts: ['selection'], title: 'batch_menuTitle' },
        {
          id: 'shorten-links-selection:home',
          parentId: 'shorten-links-selection',
          contexts: ['selection'],
          title: 'Home',
        },
        {
          id: 'shorten-links-selection:work',
          parentId: 'shorten-links-selection',
          contexts: ['selection'],
          title: 'Work',
        },
        { id: 'shorten-links-field', contexts: ['editable'], title: 'field_menuTitle' },
      ]);
    });

    it('names an unnamed profile by its server host in the menu', () => {
      const stored = toStored({
        profiles: [
          { id: 'a', name: '', linksBaseUrl: 'https://sho.rt:8443' },
          { id: 'b', name: 'Work' },
        ],
      });
      expect(menuPlan(stored)).toEqual({
        enabled: true,
        profiles: [
          { id: 'a', title: 'sho.rt:8443' },
          { id: 'b', title: 'Work' },
        ],
      });
    });

    it('rebuilds the menu when a second profile is saved, and when it is removed', async () => {
      const { created } = stubMenus();
      vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation(() => undefined);
      registerMenus(setup().deps);
      await saveSettings({ apiKey: 'first-key-1234' });
      await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
      await vi.waitFor(() => expect(created).toHaveLength(5));

      await saveSettings({ profileName: 'Work', apiKey: 'work-key-5678' }, 'work');
      await vi.waitFor(() => expect(created).toHaveLength(13));
      expect(created.map((c) => c.id)).toContain('shorten-link:work');
    });

    it('shortens a child item on its own profile and records it in that profile history', async () => {
      const { api, copy } = setup();
      await saveSettings({ apiKey: 'home-key-1234' });
      await saveSettings({ apiKey: 'work-key-5678' }, 'work');
      const getApi = vi.fn(async () => api);
      await handleMenuClick(
        { menuItemId: 'shorten-link:work', linkUrl: 'https://example.com/a' },
        undefined,
        { getApi, copy },
      );
      expect(getApi).toHaveBeenCalledWith(
        expect.objectContaining({ profileId: 'work', apiKey: 'work-key-5678' }),
      );
      await vi.waitFor(async () => expect(await listHistory('work')).toHaveLength(1));
      expect(await listHistory()).toEqual([]);
    });
  });

  describe('handleMenuClick', () => {
    it('shortens the link, copies it, notifies, flashes ✓ and adds it to the history', async () => {
      const { api, copy, deps } = setup();
      const outcome = await handleMenuClick(
        { menuItemId: MENU_IDS.link, linkUrl: 'https://example.com/a', pageUrl: 'https://other.example/' },
        undefined,
        deps,
      );
      expect(outcome).toMatchObject({ ok: true, copied: true });
      expect(api.links.create).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'https://example.com/a' }),
        expect.anything(),
      );
      expect(copy).toHaveBeenCalledWith('https://sho.rt/new');
      expect(notifications()).toEqual([
        expect.objectContaining({ title: 'notify_copied_title', message: 'https://sho.rt/new' }),
      ]);
      expect(await fakeBrowser.action.getBadgeText({})).toBe('badge_success');
      expect((await listHistory())[0]?.shortUrl).toBe('https://sho.rt/new');
    });

    it('copies a link that is already a short URL of the account and says so, creating nothing', async () => {
      const { api, copy, deps } = setup();
      await saveSettings({ apiKey: 'k', linksBaseUrl: 'https://api.example' });
      api.domains.list.mockResolvedValue([{ id: 1, name: 'https://sho.rt' }] as never);
      api.links.list.mockResolvedValue(
        pageOf([makeLink({ alias: 'docs', shortUrl: 'https://sho.rt/docs' })]),
      );
      for (const info of [
        { menuItemId: MENU_IDS.link, linkUrl: 'https://sho.rt/docs' },
        { menuItemId: MENU_IDS.page, pageUrl: 'https://sho.rt/docs' },
        { menuItemId: MENU_IDS.selection, selectionText: 'sho.rt/docs' },
      ]) {
        expect(await handleMenuClick(info, undefined, deps)).toMatchObject({
          ok: true,
          copied: true,
          result: { alreadyShort: true },
        });
      }
      expect(api.links.create).not.toHaveBeenCalled();
      expect(copy.mock.calls).toEqual([
        ['https://sho.rt/docs'],
        ['https://sho.rt/docs'],
        ['https://sho.rt/docs'],
      ]);
      expect(notifications()[0]).toMatchObject({
        title: 'notify_alreadyShort_title',
        message: 'https://sho.rt/docs',
      });
    });

    it('says a deleted link’s short URL has no link any more, creating nothing', async () => {
      const { api, copy, deps } = setup();
      await saveSettings({ apiKey: 'k', linksBaseUrl: 'https://api.example' });
      api.domains.list.mockResolvedValue([{ id: 1, name: 'https://sho.rt' }] as never);
      const outcome = await handleMenuClick(
        { menuItemId: MENU_IDS.link, linkUrl: 'https://sho.rt/gone' },
        undefined,
        deps,
      );
      expect(outcome).toMatchObject({ ok: false, error: { code: 'validation' } });
      expect(api.links.create).not.toHaveBeenCalled();
      expect(copy).not.toHaveBeenCalled();
      // The sentence alone: nothing was typed, so no "check what you entered" before it.
      expect(notifications()[0]?.message).toBe('shortUrl_missing');
      expect(await fakeBrowser.action.getBadgeText({})).toBe('badge_error');
    });

    it('clears the badge after a few seconds', async () => {
      vi.useFakeTimers();
      const { deps } = setup();
      await handleMenuClick({ menuItemId: MENU_IDS.page, pageUrl: 'https://example.com/a' }, undefined, deps);
      expect(await fakeBrowser.action.getBadgeText({})).toBe('badge_success');
      await vi.advanceTimersByTimeAsync(BADGE_MS + 10);
      expect(await fakeBrowser.action.getBadgeText({})).toBe('');
    });

    it('shortens the page URL, falling back to the tab URL', async () => {
      const { api, deps } = setup();
      await handleMenuClick({ menuItemId: MENU_IDS.page }, { url: 'https://example.com/tab' }, deps);
      expect(api.links.create).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'https://example.com/tab' }),
        expect.anything(),
      );
    });

    it('shortens a selected URL', async () => {
      const { api, deps } = setup();
      await handleMenuClick(
        { menuItemId: MENU_IDS.selection, selectionText: ' example.com/x ' },
        undefined,
        deps,
      );
      expect(api.links.create).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'https://example.com/x' }),
        expect.anything(),
      );
    });

    it('says in a notification that the selection is not a URL, and sends nothing', async () => {
      const { api, deps } = setup();
      const outcome = await handleMenuClick(
        { menuItemId: MENU_IDS.selection, selectionText: 'just words' },
        undefined,
        deps,
      );
      expect(outcome).toMatchObject({ ok: false });
      expect(api.links.create).not.toHaveBeenCalled();
      expect(notifications()).toEqual([
        expect.objectContaining({ title: 'notify_error_title', message: 'notify_selection_not_url' }),
      ]);
      expect(await fakeBrowser.action.getBadgeText({})).toBe('badge_error');
    });

    it('notifies the error and what to do when shortening fails', async () => {
      const { api, copy, deps } = setup();
      api.links.create.mockRejectedValue(
        new ApiError({ code: 'unauthorized', message: 'Unauthenticated.', status: 401 }),
      );
      const outcome = await handleMenuClick(
        { menuItemId: MENU_IDS.link, linkUrl: 'https://example.com/a' },
        undefined,
        deps,
      );
      expect(outcome).toEqual({
        ok: false,
        error: { code: 'unauthorized', message: 'Unauthenticated.', status: 401 },
      });
      expect(copy).not.toHaveBeenCalled();
      expect(notifications()).toEqual([expect.objectContaining({ message: 'error_unauthorized' })]);
      expect(await fakeBrowser.action.getBadgeText({})).toBe('badge_error');
    });

    it('refuses an unsupported link with a notification, without asking for the Api', async () => {
      const getApi = vi.fn();
      const outcome = await handleMenuClick(
        { menuItemId: MENU_IDS.link, linkUrl: 'javascript:void(0)' },
        undefined,
        { getApi, copy: vi.fn() },
      );
      expect(outcome).toMatchObject({ ok: false, error: { code: 'unsupported_url' } });
      expect(getApi).not.toHaveBeenCalled();
      expect(notifications()).toEqual([expect.objectContaining({ message: 'error_unsupported_url' })]);
    });

    it('neither copies nor notifies when those settings are off', async () => {
      const { copy, deps } = setup();
      await saveSettings({ copyAutomatically: false, notifications: false });
      const outcome = await handleMenuClick(
        { menuItemId: MENU_IDS.link, linkUrl: 'https://example.com/a' },
        undefined,
        deps,
      );
      expect(outcome).toMatchObject({ ok: true, copied: false });
      expect(copy).not.toHaveBeenCalled();
      expect(notifications()).toEqual([]);
      expect(await fakeBrowser.action.getBadgeText({})).toBe('badge_success');
    });

    it('hands the settings it read to getApi, so they are read once', async () => {
      const { api, copy } = setup();
      const getApi = vi.fn(async () => api);
      await saveSettings({ copyAutomatically: false });
      await handleMenuClick({ menuItemId: MENU_IDS.link, linkUrl: 'https://example.com/a' }, undefined, {
        getApi,
        copy,
      });
      expect(getApi).toHaveBeenCalledWith(expect.objectContaining({ copyAutomatically: false }));
    });

    it('still notifies the short URL when copying fails', async () => {
      const { copy, deps } = setup();
      copy.mockRejectedValue(new Error('no clipboard'));
      const outcome = await handleMenuClick(
        { menuItemId: MENU_IDS.link, linkUrl: 'https://example.com/a' },
        undefined,
        deps,
      );
      expect(outcome).toMatchObject({ ok: true, copied: false });
      expect(notifications()).toEqual([expect.objectContaining({ title: 'notify_created_title' })]);
    });

    it('ignores items that are not its own', async () => {
      const { deps } = setup();
      expect(await handleMenuClick({ menuItemId: 'something-else' }, undefined, deps)).toBeNull();
    });
  });
});
