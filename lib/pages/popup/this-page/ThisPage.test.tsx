// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { makeLink } from '../../../../test/fake-api';
import type { Result } from '../../../shared/protocol';
import { dayIn } from '../../../shared/stats/clock';
import { send } from '../../rpc';
import { ThisPage } from './ThisPage';

vi.mock('../../rpc', () => ({ send: vi.fn() }));
const sendMock = vi.mocked(send) as unknown as ReturnType<
  typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>
>;

const PAGE = 'https://example.com/pricing?plan=pro#faq';
const pageList = {
  supported: true,
  fetchedAt: 1,
  data: { rows: [{ value: '/pricing?plan=pro', count: 321 }], page: 1, perPage: 100, total: 1, lastPage: 1 },
};

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  sendMock.mockReset();
});

describe('ThisPage', () => {
  it('shows the page pageviews over 7 days and its short links clicks', async () => {
    const links = [makeLink({ id: 1, clicks: 5 }), makeLink({ id: 2, clicks: 7 })];
    sendMock.mockImplementation(async (type) =>
      type === 'stats.top' ? { ok: true, value: pageList } : { ok: true, value: { links, fetchedAt: 1 } },
    );

    render(<ThisPage id={9} url={PAGE} zone={null} />);

    const pageviews = await screen.findByText('Pageviews, 7 days');
    expect(pageviews.nextElementSibling?.textContent).toBe((321).toLocaleString());
    const clicks = await screen.findByText('Clicks on its short links (2)');
    expect(clicks.nextElementSibling?.textContent).toBe('12');
    expect(within(screen.getByRole('heading')).getByText('/pricing?plan=pro')).toBeTruthy();
  });

  it('says "short link" in the singular when one points at the page', async () => {
    const links = [makeLink({ id: 1, clicks: 5 })];
    sendMock.mockImplementation(async (type) =>
      type === 'stats.top' ? { ok: true, value: pageList } : { ok: true, value: { links, fetchedAt: 1 } },
    );

    render(<ThisPage id={9} url={PAGE} zone={null} />);

    const clicks = await screen.findByText('Clicks on its short link (1)');
    expect(clicks.nextElementSibling?.textContent).toBe('5');
  });

  it('asks the page list of the last 7 days, searched for the page as stored, 100 rows', async () => {
    sendMock.mockImplementation(async (type) =>
      type === 'stats.top' ? { ok: true, value: pageList } : { ok: true, value: null },
    );

    render(<ThisPage id={9} url={PAGE} zone="UTC" />);
    await screen.findByText('Pageviews, 7 days');

    const today = dayIn('UTC');
    const [, input] = sendMock.mock.calls.find(([type]) => type === 'stats.top') ?? [];
    expect(input).toMatchObject({
      service: 'websites',
      id: 9,
      name: 'page',
      to: today,
      search: '/pricing?plan=pro',
      perPage: 100,
    });
    expect((input as { from: string }).from < today).toBe(true);
  });

  it('leaves out the clicks line when no short link points at the page', async () => {
    sendMock.mockImplementation(async (type) =>
      type === 'stats.top' ? { ok: true, value: pageList } : { ok: true, value: { links: [], fetchedAt: 1 } },
    );

    render(<ThisPage id={9} url={PAGE} zone={null} />);
    await screen.findByText('Pageviews, 7 days');

    expect(screen.queryByText(/Clicks on its short links/)).toBeNull();
  });
});
