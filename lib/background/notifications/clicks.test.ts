import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openAlert } from '../alerts/open';
import { handleNotificationClick, registerNotificationClicks } from './clicks';
import { notificationId } from './id';

describe('handleNotificationClick', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  const alertClick = (open: string) =>
    handleNotificationClick(notificationId('alert', { profile: 'default', open, cause: 'c' }), {
      alert: openAlert,
    });

  it('opens the view an alert names', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    await alertClick('/manager.html#websites/12/stats?range=today');
    expect(create).toHaveBeenCalledWith({
      url: expect.stringMatching(/\/manager\.html#websites\/12\/stats/),
    });
  });

  it.each([
    ['names another origin', 'https://evil.example/'],
    ['is a javascript: URL', 'javascript:alert(1)'],
    ['names a page outside the allow-list', '/popup.html'],
  ])('opens nothing when an alert’s id %s', async (_what, open) => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    await alertClick(open);
    expect(create).not.toHaveBeenCalled();
  });

  it('leaves an id of no known kind alone', async () => {
    const handler = vi.fn(async () => undefined);
    expect(await handleNotificationClick('alert|default|/manager.html|x', { alert: handler })).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('resolves with what the kind’s handler resolved with', async () => {
    const fieldRun = vi.fn(async () => 'copied');
    const id = notificationId('fieldRun', { job: 'j1' });
    expect(await handleNotificationClick(id, { fieldRun })).toBe('copied');
    expect(fieldRun).toHaveBeenCalledWith({ job: 'j1' }, id);
  });
});

describe('registerNotificationClicks', () => {
  beforeEach(() => fakeBrowser.reset());

  it('hands a click and a button’s click to the handler of the notification’s kind, and no other', async () => {
    // Arrange
    const fieldRun = vi.fn(async () => 'copied');
    const alert = vi.fn(async () => true);
    registerNotificationClicks({ fieldRun, alert });
    const id = notificationId('fieldRun', { job: 'j1' });
    // Act
    await fakeBrowser.notifications.onClicked.trigger(id);
    await fakeBrowser.notifications.onButtonClicked.trigger(id, 0);
    // Assert
    expect(fieldRun).toHaveBeenCalledTimes(2);
    expect(fieldRun).toHaveBeenNthCalledWith(2, { job: 'j1' }, id);
    expect(alert).not.toHaveBeenCalled();
  });
});
