// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { sendWithStorage } from '../../../../test/background';
import { bootFor } from '../../../../test/popup-boot';
import type { ApiErrorCode } from '../../../api/errors';
import type { Website } from '../../../api/schemas';
import { saveSettings } from '../../../background/settings/store';
import { errorText } from '../../../shared/error-text';
import type { Result } from '../../../shared/protocol';
import { send } from '../../rpc';
import { Popup } from '../Popup';
import { TrackSite } from './TrackSite';

vi.mock('../../rpc', () => ({ send: vi.fn() }));
const sendMock = vi.mocked(send) as unknown as ReturnType<
  typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>
>;

const website = { id: 7, host: 'example.com' } as Website;
const failure = (code: ApiErrorCode): Result<never> => ({ ok: false, error: { code, message: code } });

/** Answers per message type; a missing type answers like an empty server. */
let answers: Record<string, () => Promise<Result<unknown>>> = {};

beforeEach(() => {
  fakeBrowser.reset();
  // popup.html's header box, which the popup fills (before "Find a link" for Tab).
  document.body.innerHTML = '<header id="popup-header"></header>';
  useEnglishMessages();
  answers = {};
  sendMock.mockReset();
  sendMock.mockImplementation(
    sendWithStorage(async (type) => answers[type]?.() ?? { ok: true, value: null }),
  );
});

const callsOf = (type: string) => sendMock.mock.calls.filter(([name]) => name === type);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('TrackSite', () => {
  it('offers Track this site when the host is not tracked, asking with the bare host', async () => {
    answers['websites.findByHost'] = async () => ({ ok: true, value: null });
    render(<TrackSite url="https://WWW.Example.com:8443/a?b=1" />);
    expect(await screen.findByRole('button', { name: 'Track this site' })).toBeTruthy();
    expect(callsOf('websites.findByHost')).toEqual([['websites.findByHost', { host: 'example.com' }]]);
  });

  it('creates the website once with the tab origin, says it is working, then shows Tracked', async () => {
    const created = deferred<Result<unknown>>();
    answers['websites.findByHost'] = async () => ({ ok: true, value: null });
    answers['websites.create'] = () => created.promise;
    render(<TrackSite url="https://www.example.com/a/b?c=1" />);
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Track this site' });
    fireEvent.click(button);
    fireEvent.click(button);
    const working = await screen.findByRole<HTMLButtonElement>('button', { name: 'Tracking…' });
    expect(working.disabled).toBe(true);
    created.resolve({ ok: true, value: website });
    expect(await screen.findByText('Tracked: example.com')).toBeTruthy();
    expect(callsOf('websites.create')).toEqual([['websites.create', { url: 'https://www.example.com' }]]);
    expect(screen.queryByRole('button', { name: /Track/ })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  /** The "This site" panel below it asks for statistics: answered as failures, it only says so. */
  const statsFail = () => {
    for (const type of ['stats.zone', 'stats.series', 'stats.top'])
      answers[type] = async () => failure('network');
  };

  it('shows the tracking code for the profile’s analytics server, open, right after Track this site', async () => {
    statsFail();
    await saveSettings({ linksBaseUrl: 'https://sho.rt', analyticsBaseUrl: 'https://stats.example/' });
    answers['websites.findByHost'] = async () => ({ ok: true, value: null });
    answers['websites.create'] = async () => ({ ok: true, value: website });
    render(<TrackSite url="https://example.com/a" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Track this site' }));

    const code = await screen.findByText(/^<script /);
    expect(code.textContent).toBe(
      '<script data-host="https://stats.example" data-dnt="false" src="https://stats.example/js/script.js" id="ZwSg9rf6GA" async defer></script>',
    );
    expect(code.closest('details')?.open).toBe(true);
    expect(await screen.findByRole('button', { name: 'Copy the tracking code' })).toBeTruthy();
  });

  it('keeps the tracking code of a site tracked before in a closed disclosure until it is opened', async () => {
    statsFail();
    await saveSettings({ linksBaseUrl: 'https://sho.rt', analyticsBaseUrl: '' });
    answers['websites.findByHost'] = async () => ({ ok: true, value: website });
    render(<TrackSite url="https://example.com/a" />);
    const summary = await screen.findByText('Tracking code');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    expect(screen.queryByText(/^<script /)).toBeNull();

    details.open = true;
    fireEvent(details, new Event('toggle'));

    expect((await screen.findByText(/^<script /)).textContent).toContain('src="https://sho.rt/js/script.js"');
  });

  it('shows Tracked without a button when the host is already tracked', async () => {
    answers['websites.findByHost'] = async () => ({ ok: true, value: website });
    render(<TrackSite url="https://example.com/a" />);
    expect(await screen.findByText('Tracked: example.com')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(callsOf('websites.create')).toHaveLength(0);
  });

  it.each(['unauthorized', 'forbidden', 'not_found', 'network'] as const)(
    'hides itself, without an alert, when the check fails with %s',
    async (code) => {
      answers['websites.findByHost'] = async () => failure(code);
      const { container } = render(<TrackSite url="https://example.com/a" />);
      await waitFor(() => expect(callsOf('websites.findByHost')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(container.innerHTML).toBe('');
    },
  );

  it('hides itself and sends nothing when the URL is not an http(s) page', async () => {
    const { container } = render(<TrackSite url="chrome://extensions" />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(container.innerHTML).toBe('');
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('shows the create failure as an alert and does not retry it by itself', async () => {
    answers['websites.findByHost'] = async () => ({ ok: true, value: null });
    answers['websites.create'] = async () => failure('server');
    render(<TrackSite url="https://example.com/a" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Track this site' }));
    expect((await screen.findByRole('alert')).textContent).toBe(errorText({ code: 'server', message: '' }));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Track this site' });
    expect(button.disabled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(callsOf('websites.create')).toHaveLength(1);
  });
});

describe('Popup with Track this site', () => {
  async function openTab(url: string): Promise<string> {
    const tab = await fakeBrowser.tabs.create({ url });
    return `?tabId=${tab.id}`;
  }

  it('is ready to shorten while the tracking check is still unanswered', async () => {
    await saveSettings({ apiKey: 'secret-key-1234', linksBaseUrl: 'https://sho.rt' });
    answers['history.list'] = async () => ({ ok: true, value: [] });
    answers['websites.findByHost'] = () => new Promise(() => {});
    render(<Popup boot={await bootFor(await openTab('https://www.example.com/a'))} />);
    expect((await screen.findByLabelText<HTMLInputElement>('URL')).value).toBe('https://www.example.com/a');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Shorten' }).disabled).toBe(false);
    await waitFor(() =>
      expect(callsOf('websites.findByHost')).toEqual([['websites.findByHost', { host: 'example.com' }]]),
    );
    expect(screen.queryByRole('button', { name: 'Track this site' })).toBeNull();
  });

  it('checks nothing when the extension is not configured', async () => {
    render(<Popup boot={await bootFor(await openTab('https://example.com/a'))} />);
    await screen.findByRole('button', { name: 'Open settings' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(callsOf('websites.findByHost')).toHaveLength(0);
  });
});
