import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { saveHomeAndWork } from '../../../test/home-and-work';
import { notificationId } from '../notifications/id';
import { loadSettings } from '../settings/store';
import { openAlert } from './open';

const click = (profile: string, open: string) => {
  const data = { profile, open, cause: 'c' };
  return openAlert(data, notificationId('alert', data));
};

describe('openAlert', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    useEnglishMessages();
    await saveHomeAndWork();
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the statistics of another profile’s alert without changing the active profile', async () => {
    // Arrange
    const tabs = vi.spyOn(fakeBrowser.tabs, 'create');
    // Act
    await click('work', '/manager.html#links/7/stats?range=today');
    // Assert
    expect(tabs).toHaveBeenCalledWith({
      url: expect.stringMatching(/\/manager\.html#links\/7\/stats\?range=today&profile=work$/),
    });
    expect((await loadSettings()).profileId).toBe('default');
  });

  it('says that the active profile changed when another profile’s alert opens a view of the active one', async () => {
    // Arrange
    const tabs = vi.spyOn(fakeBrowser.tabs, 'create');
    const notifications = vi.spyOn(fakeBrowser.notifications, 'create');
    // Act: an expiring link's edit dialog
    await click('work', '/manager.html#links?search=sale&by=alias&edit=7');
    // Assert
    expect((await loadSettings()).profileId).toBe('work');
    expect(notifications).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ title: '“Work” is now the active profile' }),
    );
    expect(tabs).toHaveBeenCalledWith({ url: expect.stringMatching(/#links\?search=sale&by=alias&edit=7$/) });
  });

  it('opens an alert of the active profile as it names it, and says nothing more', async () => {
    const tabs = vi.spyOn(fakeBrowser.tabs, 'create');
    const notifications = vi.spyOn(fakeBrowser.notifications, 'create');
    await click('default', '/manager.html#websites/12/stats?range=today');
    expect(tabs).toHaveBeenCalledWith({ url: expect.stringMatching(/#websites\/12\/stats\?range=today$/) });
    expect(notifications).not.toHaveBeenCalled();
  });
});
