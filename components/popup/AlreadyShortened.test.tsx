// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { send } from '../../lib/pages/rpc';
import type { Result } from '../../lib/shared/protocol';
import { makeLink } from '../../test/fake-api';
import { useEnglishMessages } from '../testing/english-messages';
import { AlreadyShortened } from './AlreadyShortened';

vi.mock('../../lib/pages/rpc', () => ({ send: vi.fn() }));
const sendMock = vi.mocked(send) as unknown as ReturnType<
  typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>
>;

const PAGE = 'https://example.com/docs';

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

    render(<AlreadyShortened url={PAGE} sending={false} onShortenAgain={() => undefined} />);

    expect(await screen.findByRole('heading', { name: 'Already shortened' })).toBeTruthy();
    expect(screen.getByText('sho.rt/docs')).toBeTruthy();
    expect(screen.getByText('12 clicks')).toBeTruthy();
    expect(screen.getByText('1 click')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy d2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Statistics docs' })).toBeTruthy();
    expect(sendMock.mock.calls).toEqual([['links.forPage', { url: PAGE }]]);
  });

  it('calls Shorten again from its button', async () => {
    sendMock.mockResolvedValue({ ok: true, value: { links: [makeLink()], fetchedAt: 1 } });
    const again = vi.fn();
    render(<AlreadyShortened url={PAGE} sending={false} onShortenAgain={again} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Shorten again' }));

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
        <AlreadyShortened url={PAGE} sending={false} onShortenAgain={() => undefined} />,
      );
      await waitFor(() => expect(sendMock).toHaveBeenCalled());
      await Promise.resolve();
      expect(container.innerHTML).toBe('');
      unmount();
      sendMock.mockClear();
    }
  });
});
