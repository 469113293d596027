// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { fakeSend } from '../../../../test/fake-send';
import type { Result, StatsZone } from '../../../shared/protocol';
import { browserZone, dayIn } from '../../../shared/stats/clock';
import { StatsView } from './StatsView';

vi.mock('./TimeChart', () => ({ TimeChart: () => <p>chart</p> }));

beforeEach(useEnglishMessages);

/** A zone a day away from wherever the tests run: Kiritimati is UTC+14, Honolulu UTC-10. */
const ACCOUNT = browserZone() === 'Pacific/Kiritimati' ? 'Pacific/Honolulu' : 'Pacific/Kiritimati';
const series = { granularity: 'day' as const, points: [{ bucket: '2026-11-24', count: 3 }] };
const page = { rows: [], page: 1, perPage: 10, total: 0, lastPage: 1 };

function setup(
  zone: () => Promise<Result<StatsZone>>,
  preset: 'today' | '7d' = 'today',
  service: 'links' | 'websites' = 'links',
) {
  const send = fakeSend({
    'stats.subject': () => ({
      ok: true,
      value: { supported: true, data: { name: 'example.com', createdAt: null }, fetchedAt: 1 },
    }),
    'stats.zone': zone,
    'stats.series': () => ({ ok: true, value: { supported: true, data: series, fetchedAt: 1 } }),
    'stats.top': () => ({ ok: true, value: { supported: true, data: page, fetchedAt: 1 } }),
  });
  const route = { service, id: 5, range: { preset } } as const;
  render(<StatsView route={route} send={send} onRange={vi.fn()} onBack={vi.fn()} />);
  return send;
}

const statsAsked = (send: ReturnType<typeof setup>) =>
  send.mock.calls.filter(([type]) => type === 'stats.series' || type === 'stats.top');

describe('ZoneNote in the statistics view', () => {
  it("asks every range in the account's day and says in which zone days are counted", async () => {
    // Arrange
    const send = setup(async () => ({ ok: true, value: { timeZone: ACCOUNT } }));
    // Act
    const note = await screen.findByText(/Days are counted in the account’s time zone:/);
    // Assert
    expect(note.textContent).toContain(`(${ACCOUNT})`);
    await waitFor(() => expect(statsAsked(send).length).toBeGreaterThan(0));
    const today = dayIn(ACCOUNT);
    const asked = statsAsked(send).map(([, input]) => input as { from: string; to: string });
    expect(asked.filter((input) => input.to === today).length).toBeGreaterThan(0);
    expect(asked.every((input) => input.to <= today)).toBe(true);
    expect(screen.getByLabelText('To').getAttribute('max')).toBe(today);
  });

  it('sends no statistics request until the zone is known', async () => {
    // Arrange
    let answer: (result: Result<StatsZone>) => void = () => undefined;
    const send = setup(() => new Promise((resolve) => (answer = resolve)), '7d');
    await screen.findByRole('heading', { name: /Statistics/ });
    // Act, Assert
    expect(statsAsked(send)).toEqual([]);
    answer({ ok: true, value: { timeZone: ACCOUNT } });
    await waitFor(() => expect(statsAsked(send).length).toBeGreaterThan(0));
    const first = statsAsked(send)[0]![1] as { to: string };
    expect(first.to).toBe(dayIn(ACCOUNT));
  });

  it("counts a website's days on the analytics server's clock, not the account's zone, and says so", async () => {
    // Arrange
    const send = setup(async () => ({ ok: true, value: { timeZone: ACCOUNT } }), 'today', 'websites');
    // Act
    const note = await screen.findByText(/Days are counted on the analytics server’s clock: UTC\./);
    // Assert
    expect(note).toBeTruthy();
    await waitFor(() => expect(statsAsked(send).length).toBeGreaterThan(0));
    const asked = statsAsked(send).map(([, input]) => input as { from: string; to: string });
    expect(asked.every((input) => input.from === dayIn('UTC') && input.to === dayIn('UTC'))).toBe(true);
    expect(send.mock.calls.filter(([type]) => type === 'stats.zone')).toEqual([]);
  });

  it("says nothing and counts in the browser's day when the account names no zone, or the question fails", async () => {
    for (const zone of [
      async () => ({ ok: true as const, value: { timeZone: null } }),
      async () => ({ ok: false as const, error: { code: 'network' as const, message: 'Down.' } }),
    ]) {
      // Arrange, Act
      const send = setup(zone);
      await waitFor(() => expect(statsAsked(send).length).toBeGreaterThan(0));
      // Assert
      expect(screen.queryByText(/Days are counted/)).toBeNull();
      expect((statsAsked(send)[0]![1] as { to: string }).to).toBe(dayIn(null));
      document.body.innerHTML = '';
    }
  });
});
