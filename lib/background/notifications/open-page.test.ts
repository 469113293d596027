import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { allowedPage, openAllowedPage } from './open-page';

describe('openAllowedPage', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('opens a place of the manager in a tab of the extension', async () => {
    // Arrange
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    // Act
    const opened = await openAllowedPage('/manager.html#links/7/stats?range=today');
    // Assert
    expect(opened).toBe(true);
    expect(create).toHaveBeenCalledWith({
      url: fakeBrowser.runtime.getURL('/manager.html#links/7/stats?range=today' as '/'),
    });
  });

  it.each([
    ['another origin', 'https://evil.example/manager.html'],
    ['another origin without a scheme', '//evil.example/manager.html'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a page outside the allow-list', '/popup.html'],
    ['a file of the extension', '/background.js'],
    ['a path that leaves the page', '/manager.html/../background.js'],
    ['a page with a query', '/options.html?x=1'],
    ['nothing', ''],
  ])('opens nothing for %s', async (_what, path) => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    expect(await openAllowedPage(path)).toBe(false);
    expect(create).not.toHaveBeenCalled();
  });
});

describe('allowedPage', () => {
  it('keeps the place in the hash of an allowed page, a second # included', () => {
    expect(allowedPage('/options.html')).toBe('/options.html');
    expect(allowedPage('/manager.html#links?search=a#b')).toBe('/manager.html#links?search=a#b');
  });
});
