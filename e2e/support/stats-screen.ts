/**
 * The statistics view's request budget (issue 25), shared by the Chromium and Firefox tests and
 * the bench: when the first screen is complete, and the requests a view cost.
 */
import { apiRequests, type RunningServer } from './server';

/** The window size the budget is set for. */
export const FIRST_SCREEN = { width: 1280, height: 800 };

/**
 * In the page (self-contained: it is serialized into it): the first screen is complete when the
 * totals and the chart are drawn and every top list whose card is on screen has its answer.
 */
export function firstScreenComplete(): boolean {
  if (document.querySelector('.stats-series')?.getAttribute('aria-busy') !== 'false') return false;
  if (!document.querySelector('.stats-chart-box canvas')) return false;
  const cards = [...document.querySelectorAll('.stats-card')];
  const inView = cards.filter((card) => {
    const { top, bottom } = card.getBoundingClientRect();
    return top < window.innerHeight && bottom > 0;
  });
  return cards.length > 0 && inView.every((card) => card.getAttribute('aria-busy') === 'false');
}

/** The API requests the servers received (each server's log, from its last reset or clear). */
export const requestsOf = (...servers: RunningServer[]) => servers.flatMap((server) => apiRequests(server));

/** One line per request, for a failure message: "GET /api/v1/stats/1001 visitors 2026-10-27..2026-11-25". */
export const describeRequests = (...servers: RunningServer[]) =>
  requestsOf(...servers)
    .map(
      (r) =>
        `${r.status} ${r.method} ${r.path} ${r.query.name ?? ''} ${r.query.from ?? ''}..${r.query.to ?? ''}`,
    )
    .join('\n');
