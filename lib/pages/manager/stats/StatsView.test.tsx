// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { fakeSend } from '../../../../test/fake-send';
import { StatsView } from './StatsView';

// happy-dom has no canvas: the chart itself is checked in the e2e tests (e2e/stats.e2e.test.ts).
vi.mock('./TimeChart', () => ({ TimeChart: () => <p>chart</p> }));

beforeEach(useEnglishMessages);

const route = { service: 'websites', id: 5, range: { preset: '7d' } } as const;
const series = { granularity: 'day' as const, points: [{ bucket: '2026-11-24', count: 3 }] };
const page = { rows: [{ value: '', count: 2 }], page: 1, perPage: 10, total: 1, lastPage: 1 };
const SUBJECT = { name: 'example.com', createdAt: '2025-01-02T10:00:00Z' };

function setup(answer: 'supported' | 'unsupported' | 'range-422') {
  const send = fakeSend({
    'stats.subject': () => ({ ok: true, value: { supported: true, data: SUBJECT, fetchedAt: 1 } }),
    'stats.series': () => {
      if (answer === 'unsupported') return { ok: true, value: { supported: false } };
      if (answer === 'range-422') {
        return {
          ok: false,
          error: { code: 'validation', message: 'Invalid.', fields: { from: ['The from is too old.'] } },
        };
      }
      return { ok: true, value: { supported: true, data: series, fetchedAt: 1 } };
    },
    'stats.top': () => ({ ok: true, value: { supported: true, data: page, fetchedAt: 1 } }),
  });
  render(<StatsView route={route} send={send} onRange={vi.fn()} onBack={vi.fn()} />);
  return send;
}

describe('StatsView', () => {
  it('starts a list searched when the route says so (Campaign statistics), the others not', async () => {
    // Arrange
    const send = fakeSend({
      'stats.subject': () => ({ ok: true, value: { supported: true, data: SUBJECT, fetchedAt: 1 } }),
      'stats.series': () => ({ ok: true, value: { supported: true, data: series, fetchedAt: 1 } }),
      'stats.top': () => ({ ok: true, value: { supported: true, data: page, fetchedAt: 1 } }),
    });
    // Act
    render(
      <StatsView
        route={{ ...route, searches: { campaign: 'spring-sale' } }}
        send={send}
        onRange={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    // Assert
    const search = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Search Campaigns' });
    expect(search.value).toBe('spring-sale');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search Referrers' }).value).toBe('');
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        'stats.top',
        expect.objectContaining({ name: 'campaign', search: 'spring-sale' }),
      ),
    );
    const campaignAsks = send.mock.calls.filter(
      ([type, input]) => type === 'stats.top' && (input as { name: string }).name === 'campaign',
    );
    expect(campaignAsks.every(([, input]) => (input as { search?: string }).search === 'spring-sale')).toBe(
      true,
    );
  });

  it('shows the totals and every top list of a website, an empty referrer as Direct', async () => {
    setup('supported');
    expect(await screen.findByText('chart')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('Referrers');
    await waitFor(() => expect(screen.getAllByText('Direct').length).toBeGreaterThan(0));
  });

  it('shows a top list\'s rows in the same render that ends its loading (no "No data" flash)', async () => {
    // Arrange: note each card's rows at every change of its aria-busy, before any effect runs.
    const seen: number[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const card = record.target as Element;
        if (!card.classList.contains('stats-card')) continue;
        if (card.getAttribute('aria-busy') === 'false') seen.push(card.querySelectorAll('tbody tr').length);
      }
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['aria-busy'], subtree: true });
    // Act
    setup('supported');
    await waitFor(() => expect(screen.getAllByText('Direct').length).toBeGreaterThan(0));
    observer.disconnect();
    // Assert: the cards observed when they stopped being busy all had their row already.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((rows) => rows > 0)).toBe(true);
  });

  it('says when the change will load when the rate limit stops the previous period', async () => {
    // Arrange: the range's own series answer; the period before meets a spent rate limit
    let seriesAsked = 0;
    const send = fakeSend({
      'stats.subject': () => ({ ok: true, value: { supported: true, data: SUBJECT, fetchedAt: 1 } }),
      'stats.series': () =>
        ++seriesAsked <= 2
          ? { ok: true, value: { supported: true, data: series, fetchedAt: 1 } }
          : { ok: false, error: { code: 'rate_limited', message: 'Too many.', retryAfter: 30 } },
      'stats.top': () => ({ ok: true, value: { supported: true, data: page, fetchedAt: 1 } }),
    });
    // Act
    render(<StatsView route={route} send={send} onRange={vi.fn()} onBack={vi.fn()} />);
    // Assert
    expect(await screen.findByText(/the change against the previous period loads by itself at/)).toBeTruthy();
    expect(screen.getAllByText('3').length).toBeGreaterThan(0);
  });

  it('says in one line that the server has no statistics, and shows no card', async () => {
    setup('unsupported');
    expect(await screen.findByText(/This server has no statistics yet/)).toBeTruthy();
    expect(screen.queryByText('Referrers')).toBeNull();
  });

  it("puts the server's 422 on the range at the From field", async () => {
    setup('range-422');
    const from = await screen.findByLabelText('From');
    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The from is too old.')).toBeTruthy();
  });

  it('names the record in the heading, read as "Statistics: example.com"', async () => {
    setup('supported');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics: example.com' })).toBeTruthy();
  });

  it('shows one message with Back for a missing record, and asks no statistics', async () => {
    // Arrange
    const onBack = vi.fn();
    const send = fakeSend({
      'stats.subject': () => ({
        ok: false,
        error: { code: 'not_found', status: 404, message: 'Resource not found.' },
      }),
    });
    // Act
    render(<StatsView route={route} send={send} onRange={vi.fn()} onBack={onBack} />);
    const alerts = await screen.findAllByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Back to websites' }));
    // Assert
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('This website was not found'),
    ]);
    expect(onBack).toHaveBeenCalled();
    // The account's zone may be asked beside it (once a session); no statistic is.
    const asked = send.mock.calls.map(([type]) => type);
    expect(asked.filter((type) => type !== 'stats.zone')).toEqual(['stats.subject']);
  });

  it('says once, at the top, that the server is unreachable and when the numbers shown were saved', async () => {
    // Arrange
    const savedAt = new Date(2026, 10, 24, 9, 41).getTime();
    const saved = <T,>(data: T) => ({
      ok: true as const,
      value: { supported: true as const, data, fetchedAt: savedAt, stale: true as const },
    });
    const send = fakeSend({
      'stats.subject': () => saved(SUBJECT),
      'stats.series': () => saved(series),
      'stats.top': () => saved(page),
    });
    // Act
    render(<StatsView route={route} send={send} onRange={vi.fn()} onBack={vi.fn()} />);
    // Assert
    const notices = await screen.findAllByText(/The server cannot be reached\. These are the numbers saved/);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textContent).toMatch(/Nov 24, 2026|24/);
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics: example.com' })).toBeTruthy();
  });

  it("shows each row's share of the range's total, and none for events", async () => {
    // Arrange: 3 visitors a day over the 7 days; each list has one row of 2
    setup('supported');
    // Assert
    const referrers = (await screen.findByRole('heading', { name: 'Referrers' })).closest('section')!;
    await waitFor(() => expect(referrers.querySelector('td.stats-share')?.textContent).toBe('66.7%'));
    const events = screen.getByRole('heading', { name: 'Events' }).closest('section')!;
    expect(events.querySelector('.stats-share')).toBeNull();
  });
});
