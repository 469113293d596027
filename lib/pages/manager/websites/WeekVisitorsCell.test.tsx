// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { fakeSend } from '../../../../test/fake-send';
import { makeWebsite, pageOf } from '../../../../test/manager-fixtures';
import { REQUEST_POLICY } from '../../../api/request-policy';
import type { StatSeries } from '../../../api/stats/types';
import type { InputOf, StatsBudget } from '../../../shared/protocol';
import { DEFAULT_WEBSITES } from '../hash-state';
import { WebsitesView } from './WebsitesView';

beforeEach(useEnglishMessages);

/** A 7-day visitors series with these counts, as the worker answers it (days without visits are 0). */
const week = (counts: number[]): StatSeries => ({
  granularity: 'day',
  points: counts.map((count, index) => ({ bucket: `2026-11-${String(14 + index).padStart(2, '0')}`, count })),
});

function setup(
  sites: number[],
  series: (input: InputOf<'stats.series'>) => StatSeries | 'unsupported',
  budget?: StatsBudget,
) {
  const send = fakeSend({
    'websites.list': () => ({
      ok: true,
      value: pageOf(sites.map((id) => makeWebsite({ id, host: `site${id}.example` }))),
    }),
    'stats.zone': () => ({ ok: true, value: { timeZone: 'Pacific/Honolulu' } }),
    'stats.series': (input) => {
      const answer = series(input);
      return {
        ok: true,
        value:
          answer === 'unsupported'
            ? { supported: false }
            : { supported: true, data: answer, fetchedAt: 1, ...(budget ? { budget } : {}) },
      };
    },
  });
  render(<WebsitesView state={DEFAULT_WEBSITES} onState={vi.fn()} send={send} announce={vi.fn()} />);
  return { send };
}

/** The series the rows asked for, the server's or its cache (`cache: 'only'` never reaches the server). */
const seriesCalls = (send: ReturnType<typeof setup>['send'], cacheOnly = false) =>
  send.mock.calls
    .filter(
      ([type, input]) =>
        type === 'stats.series' && ((input as { cache?: string }).cache === 'only') === cacheOnly,
    )
    .map(([, input]) => input);

describe('WebsitesView: each row’s visitors over 7 days', () => {
  it('shows the 7-day total and a sparkline labelled with the trend, asking one series per row in the account’s days', async () => {
    // Arrange
    const { send } = setup([7], (input) =>
      input.cache === 'only' ? week([8, 8, 8, 16, 16, 16, 2]) : week([10, 10, 10, 20, 20, 20, 3]),
    );
    // Act
    const chart = await screen.findByRole('img', { name: /^Rising/ });
    // Assert
    expect(chart.getAttribute('aria-label')).toBe(
      'Rising over the last 7 days; visitors day by day: 10, 10, 10, 20, 20, 20, 3 (today so far)',
    );
    const row = screen.getAllByRole('row')[1]!;
    // Cell 0 holds the row's checkbox, cell 1 the host.
    expect(within(row).getAllByRole('cell')[2]!.textContent).toBe('93');
    expect(screen.getByRole('columnheader', { name: 'Visitors, 7 days' })).toBeTruthy();
    const calls = seriesCalls(send);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ service: 'websites', id: 7, name: 'visitors', cache: 'use' });
    const { from, to } = calls[0] as InputOf<'stats.series'>;
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    // The week before, for the trend, from the worker's cache only
    await waitFor(() => expect(seriesCalls(send, true)).toHaveLength(1));
    expect(seriesCalls(send, true)).toEqual([
      expect.objectContaining({
        id: 7,
        to: new Date(Date.parse(from) - 86_400_000).toISOString().slice(0, 10),
      }),
    ]);
  });

  it('says Falling for a site below the week before, though its days rise within the week', async () => {
    // Arrange: 16 % fewer visitors than the same weekdays before; a quiet weekend early in each week
    setup([7], (input) =>
      input.cache === 'only'
        ? week([72, 66, 132, 138, 134, 126, 130])
        : week([60, 55, 110, 115, 112, 105, 20]),
    );
    // Act
    const chart = await screen.findByRole('img', { name: /^Falling/ });
    // Assert
    expect(chart.getAttribute('aria-label')).toBe(
      'Falling over the last 7 days; visitors day by day: 60, 55, 110, 115, 112, 105, 20 (today so far)',
    );
  });

  it('asks whether the tracking code is on the page when the week had no visit, and opens the website from there', async () => {
    // Arrange
    setup([7], () => week([0, 0, 0, 0, 0, 0, 0]));
    // Act
    const check = await screen.findByRole('button', { name: 'Check the tracking code of site7.example' });
    fireEvent.click(check);
    // Assert
    expect(check.closest('td')?.textContent).toContain('No visits yet: is the tracking code on the page?');
    expect(screen.getByRole('dialog').textContent).toContain('site7.example');
  });

  it('drops the column when the server has no statistics', async () => {
    // Arrange
    setup([7, 8], () => 'unsupported');
    // Act / Assert
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Visitors, 7 days' })).toBeNull());
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('holds the rows not asked yet when few requests are left, and says once when they load', async () => {
    // Arrange: every answer says fewer requests are left than a view loading leaves to clicks
    const budget = { remaining: REQUEST_POLICY.loading.reserve - 1, resetAt: Date.now() + 60_000 };
    const { send } = setup([1, 2, 3, 4, 5], () => week([1, 2, 3, 4, 5, 6, 7]), budget);
    // Act
    const notice = await screen.findByText(/the visitors not shown yet load by themselves at/);
    // Assert: the first three (the queue's width) were asked before any answer, the others wait
    expect(seriesCalls(send)).toHaveLength(3);
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});
