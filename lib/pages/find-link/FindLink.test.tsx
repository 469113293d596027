// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { sendWithStorage } from '../../../test/background';
import { saveSettings } from '../../background/settings/store';
import type { FoundLink } from '../../shared/find-link/types';
import type { HistoryEntry, Result } from '../../shared/protocol';
import { send } from '../rpc';
import { FindLink } from './FindLink';

vi.mock('../rpc', () => ({ send: vi.fn() }));
const sendMock = vi.mocked(send) as unknown as ReturnType<
  typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>
>;

const found = (alias: string, clicks: number | null): FoundLink => ({
  id: alias.length * 100 + alias.charCodeAt(0),
  alias,
  url: `https://www.${alias}.example/page`,
  shortUrl: `https://sho.rt/${alias}`,
  title: null,
  clicks,
});
const historyEntry = (alias: string): HistoryEntry => ({
  id: 1,
  alias,
  url: `https://${alias}.example/`,
  shortUrl: `https://sho.rt/${alias}`,
  createdAt: '2026-01-01T00:00:00.000Z',
});

let serverLinks: FoundLink[] = [];
let findAnswer: (() => Result<unknown>) | null = null;
let history: HistoryEntry[] = [];
const findCalls = () => sendMock.mock.calls.filter(([type]) => type === 'findLinks');

function renderSearch() {
  const input = document.createElement('input');
  input.setAttribute('aria-label', 'Find a link');
  document.body.append(input);
  const onUnavailable = vi.fn();
  render(<FindLink input={input} onUnavailable={onUnavailable} />);
  const type = (text: string) => {
    input.value = text;
    fireEvent.input(input);
  };
  const key = (name: string, init: KeyboardEventInit = {}) =>
    fireEvent.keyDown(input, { key: name, ...init });
  return { input, type, key, onUnavailable };
}

beforeEach(async () => {
  fakeBrowser.reset();
  useEnglishMessages();
  document.body.innerHTML = '';
  serverLinks = [found('most', 50), found('some', 5)];
  findAnswer = null;
  history = [];
  sendMock.mockReset();
  sendMock.mockImplementation(
    sendWithStorage(async (type) => {
      if (type === 'history.list') return { ok: true, value: history };
      if (type === 'findLinks')
        return findAnswer?.() ?? { ok: true, value: { links: serverLinks, localOnly: false } };
      return { ok: true, value: null };
    }),
  );
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: vi.fn(async () => {}) },
    configurable: true,
  });
  await saveSettings({ apiKey: 'secret-key-1234', linksBaseUrl: 'https://sho.rt', closeAfterCopy: false });
});

async function searchFor(text: string) {
  const search = renderSearch();
  await waitFor(() => expect(search.input.getAttribute('role')).toBe('combobox'));
  await screen.findByLabelText('Search in');
  search.type(text);
  const listbox = await screen.findByRole('listbox', { name: 'Links found' });
  await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(serverLinks.length));
  return { ...search, listbox };
}

describe('FindLink', () => {
  it('sends one search per settled query, on the remembered field', async () => {
    await saveSettings({ searchIn: 'alias' });
    const { type } = renderSearch();
    await screen.findByLabelText('Search in');

    type('m');
    type('mo');
    type('most');

    await waitFor(() => expect(findCalls()).toHaveLength(1));
    expect(findCalls()[0]?.[1]).toEqual({ query: 'most', searchIn: 'alias' });
  });

  it('selects the first result; ↓/↑ move aria-activedescendant, wrapping around', async () => {
    const { input, key, listbox } = await searchFor('s');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(input.getAttribute('aria-expanded')).toBe('true');

    key('ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    key('ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    key('ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
  });

  it('copies the selected short URL on Enter and says Copied', async () => {
    const { key, listbox } = await searchFor('s');
    key('ArrowDown');
    key('Enter');

    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://sho.rt/some'));
    expect(screen.getByRole('status').textContent).toBe('Copied');
    expect(within(listbox).getAllByRole('option')[1]?.textContent).toContain('Copied');
  });

  it('closes the popup after copying when the preference is on', async () => {
    await saveSettings({ closeAfterCopy: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const { key } = await searchFor('s');

    key('Enter');

    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  it('opens the selected link in the manager, filtered to its alias, on Ctrl+Enter and Cmd+Enter', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    vi.spyOn(window, 'close').mockImplementation(() => {});
    const { key } = await searchFor('s');

    key('Enter', { ctrlKey: true });
    key('ArrowDown');
    key('Enter', { metaKey: true });

    const urls = create.mock.calls.map(([props]) => props.url ?? '');
    expect(urls[0]).toMatch(/\/manager\.html#links\?search=most&by=alias$/);
    expect(urls[1]).toMatch(/\/manager\.html#links\?search=some&by=alias$/);
    expect(navigator.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('has mouse buttons named after the alias in each option', async () => {
    const { listbox } = await searchFor('s');
    fireEvent.click(within(listbox).getByRole('button', { name: 'Copy most' }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://sho.rt/most'));
    expect(within(listbox).getByRole('button', { name: 'Open most in manager' })).toBeTruthy();
    expect(within(listbox).getAllByRole('option')[0]?.textContent).toContain('most.example');
    expect(within(listbox).getAllByRole('option')[0]?.textContent).toContain('50 clicks');
  });

  it('shows history matches before the server answers, then merges without duplicates', async () => {
    history = [historyEntry('mine'), historyEntry('most')];
    let answer: (value: Result<unknown>) => void = () => {};
    findAnswer = null;
    sendMock.mockImplementation(
      sendWithStorage(async (type) => {
        if (type === 'history.list') return { ok: true, value: history };
        if (type === 'findLinks') return new Promise((resolve) => (answer = resolve));
        return { ok: true, value: null };
      }),
    );
    const { type } = renderSearch();
    await screen.findByLabelText('Search in');

    type('m');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.querySelector('b')?.textContent),
    ).toEqual(['mine', 'most']);

    await waitFor(() => expect(findCalls()).toHaveLength(1));
    answer({ ok: true, value: { links: [found('most', 50)], localOnly: false } });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.querySelector('b')?.textContent),
      ).toEqual(['most', 'mine']),
    );
  });

  it('shows a failed search in the list with what to do, and keeps local matches', async () => {
    history = [historyEntry('mine')];
    findAnswer = () => ({ ok: false, error: { code: 'rate_limited', message: 'x', retryAfter: 30 } });
    const { type } = renderSearch();
    await screen.findByLabelText('Search in');

    type('mine');

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/^Too many requests.*this browser only/));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
  });

  it('says when the server was spared because its budget is nearly spent', async () => {
    findAnswer = () => ({ ok: true, value: { links: [], localOnly: true } });
    const { type } = renderSearch();
    await screen.findByLabelText('Search in');

    type('x');

    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/this browser only/));
  });

  it('remembers a new Search in choice and searches again on it', async () => {
    const { type } = renderSearch();
    const select = await screen.findByLabelText<HTMLSelectElement>('Search in');
    type('most');
    await waitFor(() => expect(findCalls()).toHaveLength(1));

    fireEvent.change(select, { target: { value: 'url' } });

    await waitFor(() => expect(findCalls()).toHaveLength(2));
    expect(findCalls()[1]?.[1]).toEqual({ query: 'most', searchIn: 'url' });
    await waitFor(async () => {
      const settings = await send('settings.get', undefined);
      expect(settings.ok && settings.value.searchIn).toBe('url');
    });
  });

  it('searches at once what was typed before it loaded', async () => {
    const input = document.createElement('input');
    input.value = 'early';
    document.body.append(input);
    render(<FindLink input={input} onUnavailable={() => {}} />);

    await waitFor(() => expect(findCalls()).toHaveLength(1));
    expect(findCalls()[0]?.[1]).toEqual({ query: 'early', searchIn: 'title' });
  });

  it('gives up when the extension is not connected', async () => {
    fakeBrowser.reset();
    useEnglishMessages();
    const { onUnavailable } = renderSearch();

    await waitFor(() => expect(onUnavailable).toHaveBeenCalled());
    expect(screen.queryByLabelText('Search in')).toBeNull();
  });
});
