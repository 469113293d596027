/**
 * The popup's "Find a link": one keystroke -> first result shown, from this
 * browser's history (local, no server) and from the server (minus the server's own time and the
 * designed 250 ms debounce). A history entry whose title matches the query is stored first, so
 * each run sees both: the local option at once, the server's options after its answer.
 */
import type { Page } from 'playwright-core';
import { apiCall } from '../../e2e/support/api';
import { SEARCH_DEBOUNCE_MS } from '../../lib/pages/find-link/debounce';
import type { BenchSession } from './session';
import { inFreshPage, probeValue } from './session';
import { median, ms, type ResultRow, range, verdict } from './stats';

const QUERY = 'hacker';
const LOCAL_ALIAS = 'bench-local';

export interface FindLinkSample {
  /** Keystroke -> the history match shown. */
  local: number[];
  /** Keystroke -> the first server match shown. */
  server: number[];
  /** The list request's duration in the service worker (resource timing): the server's own time. */
  request: number[];
  /** API requests per keystroke (expected: one GET /api/v1/links). */
  requests: number[];
}

/**
 * Stores one history entry that matches QUERY by its title while the server's copy does not (it
 * has no title): the history's match is told apart from the server's. The link is real, because
 * the popup forgets a recent link the server no longer has.
 */
async function seedHistory(session: BenchSession): Promise<void> {
  const url = 'https://bench.example/local';
  const created = await apiCall(session.server, 'POST', '/api/v1/links', {
    form: { url, alias: LOCAL_ALIAS },
  });
  if (created.status !== 201) throw new Error(`creating the history's link answered ${created.status}`);
  const entry = {
    id: Number((created.body as { data: { id: number } }).data.id),
    alias: LOCAL_ALIAS,
    url,
    shortUrl: `${session.server.url}/${LOCAL_ALIAS}`,
    createdAt: new Date().toISOString(),
    title: `${QUERY} bench page`,
  };
  await session.ext.setStorage('local', { history: [entry] });
}

/** In the page: the input event's time, then the first history and server options' times. */
async function armProbe(page: Page): Promise<void> {
  await page.evaluate(
    ([localAlias]) => {
      const bench = {
        typed: null as number | null,
        local: null as number | null,
        server: null as number | null,
      };
      Object.defineProperty(window, '__findBench', { value: bench });
      const input = document.getElementById('find-input') as HTMLInputElement;
      input.addEventListener('input', () => (bench.typed ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        for (const alias of document.querySelectorAll('[role="option"] b')) {
          const now = performance.now();
          if (alias.textContent === localAlias) bench.local ??= now;
          else bench.server ??= now;
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [LOCAL_ALIAS],
  );
}

const benchValue = (page: Page, key: 'typed' | 'local' | 'server') =>
  page
    .waitForFunction(
      (name) => (window as unknown as { __findBench: Record<string, number | null> }).__findBench[name],
      key,
      { polling: 5, timeout: 10_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);

async function findOnce(session: BenchSession) {
  await session.ext.inWorker(() => performance.clearResourceTimings());
  return inFreshPage(session, `popup.html?tabId=${session.tab.id}`, async (page) => {
    await probeValue(page, 'ready');
    await page.getByLabel('Search in', { exact: true }).waitFor(); // the search code has loaded
    await page.waitForTimeout(300); // the popup's start-up requests are over, as when a person types
    await armProbe(page);
    await page.locator('#find-input').focus();
    const before = session.server.requests().length;
    await page.keyboard.insertText(QUERY); // one keystroke's input event with the whole query
    const typed = await benchValue(page, 'typed');
    const [local, server] = await Promise.all([benchValue(page, 'local'), benchValue(page, 'server')]);
    const entries = await session.ext.inWorker(
      (query) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(`search=${query}`))
          .map((entry) => entry.duration),
      QUERY,
    );
    const requests = session.server
      .requests()
      .slice(before)
      .filter((r) => r.path.startsWith('/api/'));
    return {
      local: local - typed,
      server: server - typed,
      request: entries.at(-1),
      requests: requests.length,
    };
  });
}

/** One warm-up, then `runs` fresh popups. */
export async function measureFindLink(session: BenchSession, runs: number): Promise<FindLinkSample> {
  await seedHistory(session);
  await findOnce(session);
  const sample: FindLinkSample = { local: [], server: [], request: [], requests: [] };
  for (let run = 0; run < runs; run++) {
    const result = await findOnce(session);
    sample.local.push(result.local);
    sample.server.push(result.server);
    if (result.request !== undefined) sample.request.push(result.request);
    sample.requests.push(result.requests);
  }
  return sample;
}

export const FIND_LINK_BUDGET_MS = 30;
export const FIND_LINK_WHAT = 'popup "Find a link": keystroke → first result shown';

/** The bench's rows: the history match, and the server's match minus debounce and server time. */
export async function findLinkRows(session: BenchSession, runs: number): Promise<ResultRow[]> {
  const { local, server, request, requests } = await measureFindLink(session, runs);
  const overhead = median(server) - SEARCH_DEBOUNCE_MS - median(request);
  const budget = `≤ ${ms(FIND_LINK_BUDGET_MS)}`;
  return [
    {
      what: `${FIND_LINK_WHAT}, from this browser's history (no server), median of ${runs}`,
      measured: `${ms(median(local))} [${range(local)}]`,
      budget,
      verdict: verdict(median(local), FIND_LINK_BUDGET_MS),
    },
    {
      what: `${FIND_LINK_WHAT}, from the server, minus the ${SEARCH_DEBOUNCE_MS} ms debounce and the list request's own time, medians of ${runs}`,
      measured: `${ms(overhead)} (keystroke→shown ${ms(median(server))} [${range(server)}], list request ${ms(median(request))} [${range(request)}]; API requests per keystroke: ${[...new Set(requests)].join(', ')})`,
      budget,
      verdict: verdict(overhead, FIND_LINK_BUDGET_MS),
    },
  ];
}

/** BENCHMARKS.md's note on these rows (report.ts). */
export const FIND_LINK_NOTE = `- **Find a link**: one history entry whose title holds "${QUERY}" is stored first; each run opens
  a fresh popup, waits for its search code and 300 ms of quiet, then inserts "${QUERY}" into the
  input in one input event. Times from that event (capture phase) to the first option in the
  listbox from history, and to the first option from the server (a MutationObserver). The
  server row subtracts the designed ${SEARCH_DEBOUNCE_MS} ms debounce and the list request's
  duration in the service worker's resource timing (the server's own time and the loopback).
`;
