// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { sendWithStorage } from '../../../../test/background';
import { loadSettings, saveSettings } from '../../../background/settings/store';
import type { Result } from '../../../shared/protocol';
import { send } from '../../rpc';
import { ToolbarBadgeSection } from './ToolbarBadgeSection';

vi.mock('../../rpc', () => ({ send: vi.fn() }));
const sendMock = vi.mocked(send) as unknown as ReturnType<
  typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>
>;

/** The browser's grants: `tabs` or not, and the origins the extension may reach. */
function grants({ tabs = false, origins = [] as string[] } = {}) {
  const request = vi.fn(async () => true);
  const remove = vi.fn(async () => true);
  Object.assign(fakeBrowser.permissions, {
    request,
    remove,
    contains: vi.fn(async () => tabs),
    getAll: vi.fn(async () => ({ permissions: tabs ? ['tabs'] : [], origins })),
  });
  return { request, remove };
}

const SERVERS = ['https://sho.rt', ''];

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  sendMock.mockReset();
  sendMock.mockImplementation(sendWithStorage(async () => ({ ok: true, value: null })));
});

describe('ToolbarBadgeSection', () => {
  it('saves the visitors mode at once, without asking for any permission', async () => {
    // Arrange
    const { request } = grants();
    render(<ToolbarBadgeSection saved="off" servers={SERVERS} />);
    // Act
    fireEvent.click(screen.getByLabelText('Today’s visitors of the tab’s site'));
    // Assert
    await waitFor(async () => expect((await loadSettings()).toolbarBadge).toBe('visitors'));
    expect(request).not.toHaveBeenCalled();
    expect(await screen.findByText('Toolbar badge saved.')).toBeTruthy();
  });

  it('lists the hosts the visitors mode can read, its servers’ own among them', async () => {
    // Arrange
    grants({
      origins: ['https://sho.rt/*', 'https://example.com/*', '*://blog.example.org/*', 'https://*/*'],
    });
    // Act
    render(<ToolbarBadgeSection saved="visitors" servers={SERVERS} />);
    // Assert
    const radio = screen.getByLabelText('Today’s visitors of the tab’s site');
    await waitFor(() =>
      expect(document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
        'Sites it may read: blog.example.org, example.com, sho.rt.',
      ),
    );
  });

  it('says how to allow a site when none is allowed yet', async () => {
    // Arrange
    grants({ origins: [] });
    // Act
    render(<ToolbarBadgeSection saved="off" servers={SERVERS} />);
    // Assert
    expect(await screen.findByText(/No site allowed yet/)).toBeTruthy();
  });

  it('asks for the tabs permission in the click itself, then saves the short-link mode', async () => {
    // Arrange
    const { request } = grants();
    render(<ToolbarBadgeSection saved="off" servers={SERVERS} />);
    // Act
    fireEvent.click(screen.getByLabelText('A mark when the tab’s page has a short link'));
    // Assert: asked before anything was awaited (the click's user gesture)
    expect(request).toHaveBeenCalledWith({ permissions: ['tabs'] });
    await waitFor(async () => expect((await loadSettings()).toolbarBadge).toBe('shortLink'));
  });

  it('keeps the saved mode and says why when the browser refuses tabs', async () => {
    // Arrange
    const { request } = grants();
    request.mockResolvedValue(false);
    render(<ToolbarBadgeSection saved="off" servers={SERVERS} />);
    // Act
    fireEvent.click(screen.getByLabelText('A mark when the tab’s page has a short link'));
    // Assert
    expect((await screen.findByRole('alert')).textContent).toContain('did not allow reading tab addresses');
    expect((await loadSettings()).toolbarBadge).toBe('off');
    expect(screen.getByLabelText<HTMLInputElement>('Off').checked).toBe(true);
  });

  it('keeps tabs when the short-link mode is left (Shorten many uses it too)', async () => {
    // Arrange
    const { remove } = grants({ tabs: true });
    await saveSettings({ toolbarBadge: 'shortLink' });
    render(<ToolbarBadgeSection saved="shortLink" servers={SERVERS} />);
    expect(await screen.findByText(/Allowed\./)).toBeTruthy();
    // Act
    fireEvent.click(screen.getByLabelText('Off'));
    // Assert
    await waitFor(async () => expect((await loadSettings()).toolbarBadge).toBe('off'));
    expect(remove).not.toHaveBeenCalled();
  });
});
