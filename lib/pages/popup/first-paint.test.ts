// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveDraft } from '../../shared/drafts';
import { emptyLinkForm } from '../../shared/link-form';
import { type FirstPaintApi, firstPaint, localize, readTab, tabIdFromSearch } from './first-paint';

const api = () => fakeBrowser as unknown as FirstPaintApi;

/** popup.html's #app as the build renders it (build/prerender/popup.ts), in short. */
const MARKUP = `<div id="app"><form>
  <label data-i18n="form_url">URL</label><input name="url" value="">
  <label data-i18n="form_alias">Alias</label><input name="alias" value="">
  <input name="password" type="password" value="">
  <button type="button" class="disclosure">More options</button>
  <button type="submit" data-i18n="popup_shorten">Shorten</button>
</form></div>`;

const field = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = MARKUP;
  vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(((key: string) => `«${key}»`) as never);
  fakeBrowser.i18n.getUILanguage = () => 'en-US';
  document.documentElement.removeAttribute('lang');
});

describe('tabIdFromSearch', () => {
  it('reads ?tabId=N, and nothing else', () => {
    expect([tabIdFromSearch('?tabId=7'), tabIdFromSearch(''), tabIdFromSearch('?tabId=x')]).toEqual([
      7,
      null,
      null,
    ]);
  });
});

describe('readTab', () => {
  it('reads tab N with the draft typed for its URL', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://example.com/a' });
    const draft = { ...emptyLinkForm('https://example.com/a'), alias: 'mine' };
    await saveDraft('https://example.com/a', draft);
    expect(await readTab(api(), `?tabId=${tab.id}`)).toEqual({
      tabId: tab.id,
      url: 'https://example.com/a',
      shortenable: true,
      draft,
    });
  });

  it('reads the active tab of the current window without ?tabId', async () => {
    const query = vi
      .spyOn(fakeBrowser.tabs, 'query')
      .mockImplementation((async () => [{ url: 'https://example.com/b' }]) as never);
    expect((await readTab(api(), '')).url).toBe('https://example.com/b');
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
  });

  it('gives no URL for a tab that is gone, and no draft for a page that cannot be shortened', async () => {
    expect(await readTab(api(), '?tabId=999')).toEqual({
      tabId: 999,
      url: undefined,
      shortenable: false,
      draft: null,
    });
    const tab = await fakeBrowser.tabs.create({ url: 'about:blank' });
    await saveDraft('about:blank', emptyLinkForm('about:blank'));
    expect(await readTab(api(), `?tabId=${tab.id}`)).toMatchObject({ shortenable: false, draft: null });
  });
});

describe('localize', () => {
  it("puts each tagged element's text and attributes in the browser's language", () => {
    document.body.innerHTML = '<p data-i18n="hello">Hello</p><input data-i18n-attrs="placeholder=b;title=c">';
    localize(document, (key) => key.toUpperCase());
    expect(document.querySelector('p')?.textContent).toBe('HELLO');
    expect(document.querySelector('input')?.getAttribute('placeholder')).toBe('B');
    expect(document.querySelector('input')?.getAttribute('title')).toBe('C');
  });
});

describe('firstPaint', () => {
  it("states the interface's language on the page at once, before the page is parsed or the tab read", () => {
    // Arrange
    fakeBrowser.i18n.getUILanguage = () => 'de-AT';
    vi.mocked(fakeBrowser.i18n.getMessage).mockImplementation(((key: string) =>
      key === 'meta_language' ? 'de' : `«${key}»`) as never);
    // Act: its synchronous start only
    void firstPaint(document, '', api());
    // Assert
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['de-AT', 'ltr']);
  });

  it('localizes the form and fills the URL and the draft before anything else loads', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://example.com/a' });
    await saveDraft('https://example.com/a', { ...emptyLinkForm('https://example.com/a'), alias: 'mine' });

    const first = await firstPaint(document, `?tabId=${tab.id}`, api());

    expect([field('url').value, field('alias').value]).toEqual(['https://example.com/a', 'mine']);
    expect(document.querySelector('label')?.textContent).toBe('«form_url»');
    expect(first.values()).toEqual({ url: 'https://example.com/a', alias: 'mine', password: '' });
    expect(first.typed()).toBe(false);
  });

  it('keeps what the person typed before the tab was read', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://example.com/a' });
    const painting = firstPaint(document, `?tabId=${tab.id}`, api());
    field('url').value = 'https://typed.example';
    field('url').dispatchEvent(new Event('input', { bubbles: true }));

    const first = await painting;

    expect(field('url').value).toBe('https://typed.example');
    expect(first.typed()).toBe(true);
  });

  it('fills nothing on a page that cannot be shortened', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'chrome://extensions' });
    await firstPaint(document, `?tabId=${tab.id}`, api());
    expect(field('url').value).toBe('');
  });

  it('holds a submit and a click made before release, and replays them on release', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://example.com/a' });
    const first = await firstPaint(document, `?tabId=${tab.id}`, api());
    const form = document.querySelector('form') as HTMLFormElement;
    const disclosure = document.querySelector<HTMLButtonElement>('.disclosure') as HTMLButtonElement;
    form.requestSubmit();
    disclosure.click();
    // Preact's handlers, attached by hydration after the early actions.
    const submits = vi.fn((event: Event) => event.preventDefault());
    const clicks = vi.fn();
    form.addEventListener('submit', submits);
    disclosure.addEventListener('click', clicks);

    first.release();

    expect(submits).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
