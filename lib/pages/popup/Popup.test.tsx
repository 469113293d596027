// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { sendWithStorage } from '../../../test/background';
import { makeLink } from '../../../test/fake-api';
import { bootFor } from '../../../test/popup-boot';
import { NO_SERVER_LISTS } from '../../../test/server-lists';
import type { Link } from '../../api/schemas';
import { saveSettings } from '../../background/settings/store';
import type { Result } from '../../shared/protocol';
import { send } from '../rpc';
import { Popup } from './Popup';

vi.mock('../rpc', () => ({ send: vi.fn() }));
const sendMock = vi.mocked(send) as unknown as ReturnType<
  typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>
>;

const link = {
  id: 42,
  alias: 'x7k2p',
  url: 'https://example.com/a',
  shortUrl: 'https://sho.rt/x7k2p',
} as Link;
let shortenAnswers: Result<unknown>[] = [];

async function openTab(url: string): Promise<string> {
  const tab = await fakeBrowser.tabs.create({ url });
  return `?tabId=${tab.id}`;
}

/** What links.forPage answers: null, the page was not looked up. */
let pageLinks: { links: Link[]; fetchedAt: number } | null = null;

beforeEach(async () => {
  fakeBrowser.reset();
  // popup.html's header box, which the popup fills (before "Find a link" for Tab).
  document.body.innerHTML = '<header id="popup-header"></header>';
  useEnglishMessages();
  shortenAnswers = [];
  pageLinks = null;
  sendMock.mockReset();
  sendMock.mockImplementation(
    sendWithStorage(async (type) => {
      if (type === 'shorten') return shortenAnswers.shift() ?? { ok: true, value: { link, reused: false } };
      if (type === 'history.list') return { ok: true, value: [] };
      if (type === 'links.forPage') return { ok: true, value: pageLinks };
      return { ok: true, value: NO_SERVER_LISTS };
    }),
  );
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: vi.fn(async () => {}) },
    configurable: true,
  });
  await saveSettings({ apiKey: 'secret-key-1234', linksBaseUrl: 'https://sho.rt', copyAutomatically: true });
});

const shortenCalls = () => sendMock.mock.calls.filter(([type]) => type === 'shorten');
const callsOf = (name: string) => sendMock.mock.calls.filter(([type]) => type === name);

/** Holds the background's answer to settings.get until the returned function is called. */
function holdSettings(): () => void {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = sendMock.getMockImplementation();
  sendMock.mockImplementation(async (type, input) => {
    if (type === 'settings.get') await gate;
    return (answer as NonNullable<typeof answer>)(type, input);
  });
  return release;
}

describe('Popup', () => {
  it('prefills the tab URL, shortens, shows the short URL and copies it', async () => {
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    const url = await screen.findByLabelText<HTMLInputElement>('URL');
    expect(url.value).toBe('https://example.com/a');
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    const shortUrl = await screen.findByLabelText<HTMLInputElement>('Short URL');
    expect(shortUrl.value).toBe('https://sho.rt/x7k2p');
    expect(shortUrl.readOnly).toBe(true);
    expect(shortenCalls()).toEqual([['shorten', { url: 'https://example.com/a' }]]);
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://sho.rt/x7k2p'));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'QR code' })).toBeTruthy();
  });

  it('puts the focus on Copy when the result shows, and Shorten another goes back to an empty form', async () => {
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    fireEvent.input(await screen.findByLabelText('Alias'), { target: { value: 'mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    const copy = await screen.findByRole('button', { name: 'Copy' });
    await waitFor(() => expect(document.activeElement).toBe(copy));
    fireEvent.click(screen.getByRole('button', { name: 'Shorten another' }));
    expect((await screen.findByLabelText<HTMLInputElement>('URL')).value).toBe('https://example.com/a');
    expect(screen.getByLabelText<HTMLInputElement>('Alias').value).toBe('');
    expect(screen.queryByLabelText('Short URL')).toBeNull();
  });

  it('names the connected server in the header, with links to the manager and the settings', async () => {
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    expect(await screen.findByText('sho.rt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage links' }).getAttribute('href')).toBe('/manager.html');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/options.html');
  });

  it('refuses a tab that cannot be shortened in the UI language, and sends nothing', async () => {
    render(<Popup boot={await bootFor(await openTab('chrome://extensions'))} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This page can’t be shortened. Open a regular web page (http or https) and try again.',
    );
    expect(screen.queryByRole('button', { name: 'Shorten' })).toBeNull();
    expect(shortenCalls()).toHaveLength(0);
  });

  it('refuses a tab whose URL cannot be read', async () => {
    render(<Popup boot={await bootFor('?tabId=999')} />);
    expect((await screen.findByRole('alert')).textContent).toContain('can’t be read');
  });

  it('says so when the background cannot give the settings, and shows no form', async () => {
    sendMock.mockResolvedValue({ ok: false, error: { code: 'bad_response', message: 'no background' } });
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Shorten' })).toBeNull();
  });

  it('shows the form before the settings arrive, and asks for server lists only once they do', async () => {
    const release = holdSettings();
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    const url = await screen.findByLabelText<HTMLInputElement>('URL');
    expect(url.value).toBe('https://example.com/a');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Shorten' }).disabled).toBe(false);
    expect(callsOf('server.lists')).toHaveLength(0);

    release();

    await waitFor(() => expect(callsOf('server.lists')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Shorten' })).toBeTruthy();
  });

  it('gives the form up for "Connect the extension" when the settings say it is not connected', async () => {
    fakeBrowser.reset();
    useEnglishMessages();
    const release = holdSettings();
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    await screen.findByRole('button', { name: 'Shorten' });

    release();

    await screen.findByRole('button', { name: 'Open settings' });
    expect(screen.queryByRole('button', { name: 'Shorten' })).toBeNull();
    expect(callsOf('server.lists')).toHaveLength(0);
  });

  it('copies automatically when Shorten was clicked before the settings arrived', async () => {
    const release = holdSettings();
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten' }));
    await screen.findByLabelText('Short URL');
    expect(navigator.clipboard.writeText).not.toHaveBeenCalled();

    release();

    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://sho.rt/x7k2p'));
  });

  it('asks to configure the extension first', async () => {
    fakeBrowser.reset();
    useEnglishMessages();
    const open = vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockResolvedValue(undefined);
    vi.spyOn(window, 'close').mockImplementation(() => {});
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open settings' }));
    expect(open).toHaveBeenCalled();
  });

  it('keeps what was typed on an error and ties the field error to its input', async () => {
    shortenAnswers = [
      {
        ok: false,
        error: {
          code: 'validation',
          message: 'Invalid',
          fields: { alias: ['The Alias has already been taken.'] },
        },
      },
    ];
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    fireEvent.input(await screen.findByLabelText('Alias'), { target: { value: 'taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    const alias = screen.getByLabelText<HTMLInputElement>('Alias');
    await waitFor(() => expect(alias.getAttribute('aria-invalid')).toBe('true'));
    // Said once, at the field (with the focus there), not again in an alert.
    expect(document.getElementById(alias.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The Alias has already been taken.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    // The focus moves in an effect, after the render that marked the field: waited for.
    await waitFor(() => expect(document.activeElement).toBe(alias));
    expect(alias.value).toBe('taken');
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('https://example.com/a');
  });

  it('restores the draft after the popup was closed, and clears it after success', async () => {
    const search = await openTab('https://example.com/a');
    const first = render(<Popup boot={await bootFor(search)} />);
    fireEvent.input(await screen.findByLabelText('Alias'), { target: { value: 'mine' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.unmount();
    render(<Popup boot={await bootFor(search)} />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Alias').value).toBe('mine'));
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await screen.findByLabelText('Short URL');
    await waitFor(async () =>
      expect(await fakeBrowser.storage.session.get('popupDraft')).toEqual({ popupDraft: {} }),
    );
  });

  it('says when a link was reused and can create a new one', async () => {
    shortenAnswers = [{ ok: true, value: { link, reused: true } }];
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten' }));
    expect((await screen.findByRole('status')).textContent).toContain('reused');
    fireEvent.click(screen.getByRole('button', { name: 'Create a new one' }));
    await waitFor(() =>
      expect(shortenCalls()[1]).toEqual(['shorten', { url: 'https://example.com/a', forceNew: true }]),
    );
  });
  it('shows a tab’s short URL as that existing link, with its statistics and edit, never a new one', async () => {
    shortenAnswers = [{ ok: true, value: { link, reused: true, alreadyShort: true } }];
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    render(<Popup boot={await bootFor(await openTab('https://sho.rt/x7k2p'))} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Short URL')).value).toBe('https://sho.rt/x7k2p');
    expect(screen.getByRole('status').textContent).toBe(
      'This is already one of your short links: nothing new was made.',
    );
    expect(screen.getByRole('button', { name: 'Statistics x7k2p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a new one' })).toBeNull();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Edit in the manager' }));
    expect(create).toHaveBeenLastCalledWith({
      url: expect.stringMatching(/\/manager\.html#links\?search=x7k2p&by=alias$/),
    });
    close.mockRestore();
  });

  it('says in the result that a link shortened with a password is password-protected', async () => {
    shortenAnswers = [{ ok: true, value: { link: { ...link, hasPassword: true }, reused: false } }];
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    fireEvent.input(await screen.findByLabelText('Password'), { target: { value: 's3cret' } });

    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));

    expect(
      await screen.findByText('Password-protected: whoever opens it is asked for the password.'),
    ).toBeTruthy();
  });

  it('says on opening that the tab is one of the user’s short links, with Copy and Statistics, and no form', async () => {
    const answer = sendMock.getMockImplementation();
    sendMock.mockImplementation(async (type, input) =>
      type === 'links.recognize'
        ? { ok: true, value: { kind: 'link', link } }
        : (answer as NonNullable<typeof answer>)(type, input),
    );

    render(<Popup boot={await bootFor(await openTab('https://sho.rt/x7k2p'))} />);

    expect((await screen.findByLabelText<HTMLInputElement>('Short URL')).value).toBe('https://sho.rt/x7k2p');
    expect(screen.getByRole('status').textContent).toBe('This page is one of your short links.');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Statistics x7k2p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Shorten' })).toBeNull();
    expect(shortenCalls()).toEqual([]);
    expect(callsOf('links.recognize')).toEqual([['links.recognize', { url: 'https://sho.rt/x7k2p' }]]);
  });

  it('says at the URL field that a typed ftp address cannot be shortened, not that the tab cannot', async () => {
    shortenAnswers = [{ ok: false, error: { code: 'unsupported_url', message: 'x' } }];
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    const url = await screen.findByLabelText<HTMLInputElement>('URL');

    fireEvent.input(url, { target: { value: 'ftp://files.example/a.zip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));

    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(url.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(
      'Only web addresses (http or https) can be shortened: check the URL.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(url.value).toBe('ftp://files.example/a.zip');
  });

  it('shows the page’s short links first, above the form, says Shorten reuses one, and Make a new link creates one', async () => {
    pageLinks = {
      links: [
        makeLink({
          id: 3,
          alias: 'docs',
          url: 'https://example.com/docs',
          shortUrl: 'https://sho.rt/docs',
          clicks: 4,
        }),
      ],
      fetchedAt: 1,
    };
    render(<Popup boot={await bootFor(await openTab('https://example.com/docs'))} />);
    const heading = await screen.findByRole('heading', { name: 'Already shortened' });
    const url = screen.getByLabelText('URL');
    expect(heading.compareDocumentPosition(url) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(callsOf('links.forPage')).toEqual([
      ['links.forPage', { url: 'https://example.com/docs', check: true }],
    ]);

    const shorten = screen.getByRole('button', { name: 'Shorten', exact: true });
    await waitFor(() => expect(shorten.getAttribute('aria-describedby')).toBe('shorten-hint'));
    expect(document.getElementById('shorten-hint')?.textContent).toBe(
      'Shorten gives you the existing link above.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));

    await screen.findByLabelText('Short URL');
    expect(shortenCalls()).toEqual([['shorten', { url: 'https://example.com/docs', forceNew: true }]]);
    expect(screen.queryByRole('heading', { name: 'Already shortened' })).toBeNull();
  });

  it('says at the URL field that a deleted link’s short URL has no link', async () => {
    const message =
      'https://sho.rt/gone is on your short domain, but no link has that alias: it may have been deleted. Nothing was shortened.';
    shortenAnswers = [{ ok: false, error: { code: 'validation', message, fields: { url: [message] } } }];
    render(<Popup boot={await bootFor(await openTab('https://sho.rt/gone'))} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten' }));
    await waitFor(() => expect(screen.getByLabelText('URL').getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).toContain(message);
    expect(screen.queryByLabelText('Short URL')).toBeNull();
  });
});
