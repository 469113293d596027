// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { englishMessage, useEnglishMessages } from '../../../components/testing/english-messages';
import { sendWithStorage } from '../../../test/background';
import { loadPublicSettings, loadSettings, saveSettings } from '../../background/settings/store';
import type { Result } from '../../shared/protocol';
import { send } from '../rpc';
import { ExcludeVisitsSection } from './ExcludeVisitsSection';

vi.mock('../rpc', () => ({ send: vi.fn() }));
const sendMock = vi.mocked(send) as unknown as ReturnType<
  typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>
>;

const RIGHT_KEY = 'demo-key-0123456789abcdef';
// Ends like the right key: both show the hint ••••cdef.
const WRONG_KEY = 'wrong-key-0123456789abcdef';
const refusedText = englishMessage('error_unauthorized');

/** Set by a test: the next websites.list answer waits for it (a request still on its way). */
let holdNextList: Promise<void> | null = null;

/** The key of each websites.list, in order, as the server received it. */
let keysSent: string[] = [];

/** websites.list as the server answers it: the sites for the right key, a refusal for any other. */
async function websitesFor(): Promise<Result<unknown>> {
  const { apiKey } = await loadSettings();
  keysSent.push(apiKey);
  const right = apiKey === RIGHT_KEY;
  const hold = holdNextList;
  holdNextList = null;
  await hold;
  if (!right) return { ok: false, error: { code: 'unauthorized', message: 'refused', status: 401 } };
  const items = [{ host: 'example.com' }, { host: 'blog.example.org' }];
  return { ok: true, value: { items, page: 1, lastPage: 1, perPage: 100, total: items.length } };
}

const refused = () => screen.queryAllByRole('alert').filter((alert) => alert.textContent === refusedText);

beforeEach(async () => {
  fakeBrowser.reset();
  useEnglishMessages();
  holdNextList = null;
  keysSent = [];
  sendMock.mockReset();
  sendMock.mockImplementation(
    sendWithStorage(async (type) => (type === 'websites.list' ? websitesFor() : { ok: true, value: null })),
  );
  await saveSettings({ apiKey: WRONG_KEY, linksBaseUrl: 'https://sho.rt' });
});

describe('ExcludeVisitsSection', () => {
  it('drops the refusal and lists the tracked sites when the right key is saved after a wrong one', async () => {
    // Arrange: the list was refused with the wrong key.
    const { rerender } = render(<ExcludeVisitsSection saved={await loadPublicSettings()} />);
    await waitFor(() => expect(refused()).toHaveLength(1));

    // Act: the options page saves the right key and hands the section what was saved.
    const saved = await saveSettings({ apiKey: RIGHT_KEY });
    rerender(<ExcludeVisitsSection saved={saved} />);

    // Assert
    expect(await screen.findByRole('checkbox', { name: 'example.com' })).toBeTruthy();
    expect(refused()).toEqual([]);
    expect(keysSent).toEqual([WRONG_KEY, RIGHT_KEY]);
  });

  it('asks again when the right key is saved while the wrong key is still being answered', async () => {
    // Arrange: the wrong key's refusal is on its way while the right key is saved.
    let answer: () => void = () => undefined;
    holdNextList = new Promise((resolve) => {
      answer = resolve;
    });
    const { rerender } = render(<ExcludeVisitsSection saved={await loadPublicSettings()} />);
    await waitFor(() => expect(keysSent).toEqual([WRONG_KEY]));

    // Act
    rerender(<ExcludeVisitsSection saved={await saveSettings({ apiKey: RIGHT_KEY })} />);
    answer();

    // Assert
    expect(await screen.findByRole('checkbox', { name: 'example.com' })).toBeTruthy();
    expect(refused()).toEqual([]);
    expect(keysSent).toEqual([WRONG_KEY, RIGHT_KEY]);
  });

  it('keeps the list without asking again when a change leaves the connection alone', async () => {
    await saveSettings({ apiKey: RIGHT_KEY });
    const { rerender } = render(<ExcludeVisitsSection saved={await loadPublicSettings()} />);
    await screen.findByRole('checkbox', { name: 'example.com' });

    rerender(<ExcludeVisitsSection saved={await saveSettings({ toolbarBadge: 'visitors' })} />);

    expect(screen.getByRole('checkbox', { name: 'example.com' })).toBeTruthy();
    expect(keysSent).toEqual([RIGHT_KEY]);
  });

  it('names the controls that switch the profile in use when the one shown is another', async () => {
    // Arrange: Options shows a profile that is not the one in use.
    const saved = { ...(await loadPublicSettings()), activeProfile: 'another-profile' };

    // Act
    render(<ExcludeVisitsSection saved={saved} />);

    // Assert: the note names the popup's and the manager's "Profile" list, which exist, and
    // not an "active one" Options has no control for.
    const section = await screen.findByRole('region', { name: 'Don’t count my visits' });
    expect(section.textContent).toContain(`“${englishMessage('profile_label')}”`);
    expect(section.textContent).toContain(englishMessage('popup_openManager'));
    expect(section.textContent).not.toMatch(/active one/);
  });
});
