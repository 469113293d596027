/**
 * The websites list as a dashboard, shared by the Chromium and Firefox tests: the
 * server's own count of a website's visitors over the account's last 7 days, a statistics answer
 * with no visit at all, and, in the page, what each row shows.
 */
import { apiCall, visit } from './api';
import type { RunningServer } from './server';

/** `day` (`YYYY-MM-DD`) moved by `offset` days, written here rather than taken from lib/. */
export function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The server's visitors of website `id` over the 7 days ending on `today` (the account's day). */
export async function serverWeekVisitors(server: RunningServer, id: number, today: string): Promise<number> {
  const { status, body } = await apiCall(server, 'GET', `/api/v1/stats/${id}`, {
    query: { name: 'visitors', from: shiftDay(today, -6), to: today, per_page: 100 },
  });
  if (status !== 200) throw new Error(`GET /api/v1/stats/${id} answered ${status}`);
  return (body as unknown as { data: { count: string | number }[] }).data.reduce(
    (sum, row) => sum + Number(row.count),
    0,
  );
}

/**
 * What the analytics service answers for a website nobody has visited: its paginator with no row
 * (docs/API.md section 7). The reference server generates visits for every website from the start
 * of the day it was added (few in the night's hours), so the tests answer this for the one site
 * that must have none, through its fault injection.
 */
export function noVisitsAnswer(server: RunningServer, id: number) {
  const path = `${server.url}/api/v1/stats/${id}`;
  return {
    status: 200,
    body: {
      current_page: 1,
      data: [],
      first_page_url: `${path}?page=1`,
      from: null,
      last_page: 1,
      last_page_url: `${path}?page=1`,
      links: [],
      next_page_url: null,
      path,
      per_page: 100,
      prev_page_url: null,
      to: null,
      total: 0,
      status: 200,
    },
  };
}

/**
 * Adds websites `name-1.example` .. `name-n.example` to the demo account (n API requests), each
 * with a visit (not rate limited): a row without one would show the no-visits hint instead of
 * its sparkline, as every new site does just after midnight, and change the rows' heights.
 */
export async function addWebsites(server: RunningServer, name: string, n: number): Promise<void> {
  for (let i = 1; i <= n; i++) {
    const url = `https://${name}-${String(i).padStart(2, '0')}.example`;
    const { status } = await apiCall(server, 'POST', '/api/v1/websites', { form: { url } });
    if (status !== 201) throw new Error(`POST /api/v1/websites answered ${status}`);
    await visit(server, `${url}/`);
  }
}

export interface RowVisitors {
  host: string;
  /** The number shown ('' while loading). */
  count: string;
  /** The sparkline's accessible name, or null. */
  trend: string | null;
  hint: string | null;
  busy: boolean;
}

/** In the page (self-contained): each row's host and what its visitors cell shows. */
export function rowVisitors(): RowVisitors[] {
  return [...document.querySelectorAll('.websites-table tbody tr')].map((tr) => {
    const cell = tr.querySelector('td.visitors');
    return {
      host: (tr.querySelector('td.col-host')?.textContent ?? '').trim(),
      count: (cell?.querySelector('.visitors-count')?.textContent ?? '').trim(),
      trend: cell?.querySelector('svg[role="img"]')?.getAttribute('aria-label') ?? null,
      hint: cell?.querySelector('.visitors-hint')?.textContent?.trim() ?? null,
      busy: cell?.getAttribute('aria-busy') === 'true',
    };
  });
}

/**
 * In the page (self-contained): every row that came within the load margin below the window
 * (lib/pages/manager/websites/WeekVisitorsCell.tsx, LOAD_MARGIN_PX) shows its visitors: the rows the
 * list asks for without scrolling all have their answer.
 */
export function rowsNearViewLoaded(): boolean {
  const LOAD_MARGIN_PX = 200;
  const cells = [...document.querySelectorAll('.websites-table td.visitors')];
  const near = cells.filter((cell) => {
    const { top, bottom } = cell.getBoundingClientRect();
    return top < window.innerHeight + LOAD_MARGIN_PX && bottom > -LOAD_MARGIN_PX;
  });
  return near.length > 0 && near.every((cell) => cell.getAttribute('aria-busy') === 'false');
}

/** The series requests a server received, one per row asked: `website id` -> how many. */
export function seriesAsked(server: RunningServer): Map<string, number> {
  const asked = new Map<string, number>();
  for (const r of server.requests()) {
    if (r.method !== 'GET' || !r.path.startsWith('/api/v1/stats/') || r.query.name !== 'visitors') continue;
    asked.set(r.path, (asked.get(r.path) ?? 0) + 1);
  }
  return asked;
}
