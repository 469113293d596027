// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages, useLocale } from '../../../../components/testing/english-messages';
import { makeLink } from '../../../../test/fake-api';
import { emptyLinkForm } from '../../../shared/link-form';
import type { Result } from '../../../shared/protocol';
import { send } from '../../rpc';
import { AlreadyShortened, metaParts } from './AlreadyShortened';

vi.mock('../../rpc', () => ({ send: vi.fn() }));
const sendMock = vi.mocked(send) as unknown as ReturnType<
  typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>
>;

const PAGE = 'https://example.com/docs';
/** The form for the page, reuse-existing on (the default): what the popup passes. */
const reuse = {
  form: emptyLinkForm(PAGE),
  settings: { reuseExisting: true, defaultDomain: null },
  onReuses: () => undefined,
};

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  sendMock.mockReset();
});

describe('AlreadyShortened', () => {
  it('lists the page short links with their clicks, Copy and Statistics, asking once for the tab URL', async () => {
    const links = [
      makeLink({ id: 1, alias: 'docs', shortUrl: 'https://sho.rt/docs', clicks: 12 }),
      makeLink({ id: 2, alias: 'd2', shortUrl: 'https://sho.rt/d2', clicks: 1 }),
    ];
    sendMock.mockResolvedValue({ ok: true, value: { links, fetchedAt: 1 } });

    render(<AlreadyShortened url={PAGE} sending={false} onShortenAgain={() => undefined} {...reuse} />);

    expect(await screen.findByRole('heading', { name: 'Already shortened' })).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(first).toContain('docssho.rt · 12 clicks');
    expect(second).toContain('d2sho.rt · 1 click');
    expect(screen.getByRole('button', { name: 'Copy d2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Statistics docs' })).toBeTruthy();
    expect(sendMock.mock.calls).toEqual([['links.forPage', { url: PAGE, check: true }]]);
  });

  it('lists three, those that still redirect first, and opens the rest in the manager searched by the page', async () => {
    const links = [1, 2, 3, 4, 5].map((id) =>
      makeLink({ id, alias: `a${id}`, shortUrl: `https://sho.rt/a${id}`, disabled: id === 2 }),
    );
    sendMock.mockResolvedValue({ ok: true, value: { links, fetchedAt: 1 } });
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    render(
      <AlreadyShortened
        url="https://Example.com/docs/#x"
        sending={false}
        onShortenAgain={() => undefined}
        {...reuse}
      />,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'All 5 in the manager' }));

    // The ones that still redirect first: a1, a3, a4 (a2 is disabled)
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(3);
    expect(items.map((text) => text?.match(/^(a\d)sho\.rt/)?.[1])).toEqual(['a1', 'a3', 'a4']);
    const opened = String(create.mock.calls[0]?.[0]?.url);
    expect(opened).toMatch(/\/manager\.html#links\?search=example\.com%2Fdocs&by=url$/);
  });

  it('says when a listed link no longer redirects', async () => {
    const links = [makeLink({ id: 1, alias: 'off', disabled: true, clicks: 3 })];
    sendMock.mockResolvedValue({ ok: true, value: { links, fetchedAt: 1 } });
    render(<AlreadyShortened url={PAGE} sending={false} onShortenAgain={() => undefined} {...reuse} />);

    expect((await screen.findByRole('listitem')).textContent).toContain('3 clicks · Disabled');
  });

  // A part that wraps to a line of its own takes its separator along, where the line hides it:
  // the parts themselves never start or end with one, in any language.
  it.each(['en', 'de', 'es', 'fr', 'pt_BR'])(
    'gives each part after the domain a separator of its own, outside its text (%s)',
    async (locale) => {
      useLocale(locale);
      const links = [makeLink({ id: 1, alias: 'off', shortUrl: 'https://sho.rt/off', disabled: true })];
      sendMock.mockResolvedValue({ ok: true, value: { links, fetchedAt: 1 } });
      render(<AlreadyShortened url={PAGE} sending={false} onShortenAgain={() => undefined} {...reuse} />);

      const meta = (await screen.findByRole('listitem')).querySelector('.already-meta');
      const parts = [...(meta?.children ?? [])].map((part) => ({
        separator: part.querySelector(':scope > .already-separator')?.textContent ?? null,
        text: [...part.childNodes]
          .filter((node) => !(node instanceof Element && node.classList.contains('already-separator')))
          .map((node) => node.textContent)
          .join(''),
      }));
      expect(parts.map((part) => part.separator)).toEqual([null, ' · ', ' · ']);
      expect(parts.map((part) => part.text)).toEqual(['sho.rt', ...metaParts({ clicks: 0 }, 'disabled')]);
      for (const { text } of parts) expect(text).toMatch(/^[^\s·].*[^\s·]$/);
    },
  );

  it('calls for a new link from its Make a new link button', async () => {
    sendMock.mockResolvedValue({ ok: true, value: { links: [makeLink()], fetchedAt: 1 } });
    const again = vi.fn();
    render(<AlreadyShortened url={PAGE} sending={false} onShortenAgain={again} {...reuse} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Make a new link' }));

    expect(again).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when the page has no short link, was not looked up, or the lookup failed', async () => {
    for (const value of [
      { ok: true, value: { links: [], fetchedAt: 1 } },
      { ok: true, value: null },
      { ok: false, error: { code: 'rate_limited', message: 'Wait.' } },
    ] as Result<unknown>[]) {
      sendMock.mockResolvedValueOnce(value);
      const { container, unmount } = render(
        <AlreadyShortened url={PAGE} sending={false} onShortenAgain={() => undefined} {...reuse} />,
      );
      await waitFor(() => expect(sendMock).toHaveBeenCalled());
      await Promise.resolve();
      expect(container.innerHTML).toBe('');
      unmount();
      sendMock.mockClear();
    }
  });

  it('tells the popup that Shorten would hand out the page’s link, and no longer once the form asks for an alias', async () => {
    const links = [makeLink({ id: 1, url: PAGE, shortUrl: 'https://sho.rt/docs' })];
    sendMock.mockResolvedValue({ ok: true, value: { links, fetchedAt: 1 } });
    const onReuses = vi.fn();
    const props = { ...reuse, onReuses, url: PAGE, sending: false, onShortenAgain: () => undefined };
    const { rerender } = render(<AlreadyShortened {...props} />);
    await waitFor(() => expect(onReuses).toHaveBeenLastCalledWith(true));

    rerender(<AlreadyShortened {...props} form={{ ...emptyLinkForm(PAGE), alias: 'mine' }} />);

    await waitFor(() => expect(onReuses).toHaveBeenLastCalledWith(false));
  });

  it('shows the alias apart from the short domain, whose start alone may give way', async () => {
    const links = [makeLink({ id: 1, alias: 'spring-sale', shortUrl: 'http://127.0.0.1:8899/spring-sale' })];
    sendMock.mockResolvedValue({ ok: true, value: { links, fetchedAt: 1 } });
    render(<AlreadyShortened url={PAGE} sending={false} onShortenAgain={() => undefined} {...reuse} />);

    const alias = await screen.findByText('spring-sale');
    expect(alias.className).toBe('already-alias');
    expect(screen.getByText('127.0.0.').className).toBe('already-host-start');
    expect(screen.getByText('1:8899').className).toBe('already-host-end');
  });
});

describe('metaParts', () => {
  beforeEach(() => useEnglishMessages());

  it('says the clicks, and the status only when the link no longer redirects', () => {
    expect(metaParts({ clicks: 1 }, 'active')).toEqual(['1 click']);
    expect(metaParts({ clicks: 12 }, 'expired')).toEqual(['12 clicks', 'Expired']);
  });
});
