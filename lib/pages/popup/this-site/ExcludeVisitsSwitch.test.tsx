// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { sendWithStorage } from '../../../../test/background';
import { loadSettings, saveSettings } from '../../../background/settings/store';
import type { Result } from '../../../shared/protocol';
import { send } from '../../rpc';
import { ExcludeVisitsSwitch } from './ExcludeVisitsSwitch';

vi.mock('../../rpc', () => ({ send: vi.fn() }));
const sendMock = vi.mocked(send) as unknown as ReturnType<
  typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>
>;

/** The origins the fake browser grants; permissions.request records what it was asked. */
let granted: Set<string>;
let request: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  fakeBrowser.reset();
  useEnglishMessages();
  granted = new Set(['https://stats.example/*']);
  request = vi.fn(async () => false);
  fakeBrowser.permissions.request = request as unknown as typeof fakeBrowser.permissions.request;
  fakeBrowser.permissions.contains = (async ({ origins }: { origins: string[] }) =>
    origins.every((origin) => granted.has(origin))) as unknown as typeof fakeBrowser.permissions.contains;
  sendMock.mockReset();
  sendMock.mockImplementation(sendWithStorage(async () => ({ ok: true, value: null })));
  await saveSettings({
    apiKey: 'k-1234',
    linksBaseUrl: 'https://sho.rt',
    analyticsBaseUrl: 'https://stats.example',
  });
});

const control = () => screen.findByRole('switch', { name: 'Don’t count my visits' });

describe('ExcludeVisitsSwitch', () => {
  it('asks for the site (both schemes, www. too) and its analytics server in the click, and stores the site', async () => {
    render(<ExcludeVisitsSwitch host="example.com" />);
    fireEvent.click(await control());
    expect(request).toHaveBeenCalledWith({
      origins: [
        'https://example.com/*',
        'http://example.com/*',
        'https://www.example.com/*',
        'http://www.example.com/*',
        'https://stats.example/*',
      ],
    });
    await waitFor(async () =>
      expect((await loadSettings()).excludeVisits).toEqual({ mode: 'sites', sites: ['example.com'] }),
    );
  });

  it('says what to allow while the access is missing (refused, or revoked later), and asks again on Allow access', async () => {
    await saveSettings({ excludeVisits: { mode: 'sites', sites: ['example.com'] } });
    render(<ExcludeVisitsSwitch host="example.com" />);
    expect((await control()).getAttribute('aria-checked')).toBe('true');
    await screen.findByText('Your visits are still counted: allow access to example.com.', { exact: false });
    fireEvent.click(screen.getByRole('button', { name: 'Allow access' }));
    expect(request).toHaveBeenCalledWith({ origins: expect.arrayContaining(['https://example.com/*']) });
  });

  it('says the visits are not counted once the browser grants the site', async () => {
    for (const origin of [
      'https://example.com/*',
      'http://example.com/*',
      'https://www.example.com/*',
      'http://www.example.com/*',
    ])
      granted.add(origin);
    await saveSettings({ excludeVisits: { mode: 'sites', sites: ['example.com'] } });
    render(<ExcludeVisitsSwitch host="example.com" />);
    await screen.findByText('Your visits to example.com are not counted', { exact: false });
    expect(screen.queryByRole('button', { name: 'Allow access' })).toBeNull();
  });

  it('turns the site off without asking for anything', async () => {
    await saveSettings({ excludeVisits: { mode: 'sites', sites: ['example.com'] } });
    render(<ExcludeVisitsSwitch host="example.com" />);
    fireEvent.click(await control());
    await waitFor(async () => expect((await loadSettings()).excludeVisits.mode).toBe('off'));
    expect(request).not.toHaveBeenCalled();
  });
});
