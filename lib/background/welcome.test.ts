import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { welcomeOnInstall } from './welcome';

describe('welcomeOnInstall', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it('opens the welcome page after the first install', async () => {
    const create = vi.spyOn(browser.tabs, 'create');
    await welcomeOnInstall({ reason: 'install' });
    expect(create).toHaveBeenCalledWith({ url: browser.runtime.getURL('/welcome.html') });
  });

  it.each(['update', 'browser_update', 'shared_module_update'])('opens nothing on %s', async (reason) => {
    const create = vi.spyOn(browser.tabs, 'create');
    await welcomeOnInstall({ reason });
    expect(create).not.toHaveBeenCalled();
  });
});
