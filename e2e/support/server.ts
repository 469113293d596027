/**
 * Servers for the e2e tests: the reference server in-process (one per test file, reset between
 * tests) and a plain "other origin" server that serves a sample page and records every request's
 * Authorization header (the API key must never reach it).
 *
 * No test waits on the real clock: a server's minute passes with `server.clock` and
 * `server.rateLimit.endWindow()`, and a test waits for what it expects (the request, its answer,
 * the page). The one fixed wait allowed is expectNoRequest's deadline, to prove that a request
 * did not come (see there why).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../reference-server/index';
import type { LoggedRequest, RunningServer, ServerOptions } from '../../reference-server/types';

export type { LoggedRequest, RunningServer } from '../../reference-server/types';

/**
 * A loopback port no server of this run has had yet. The extension keys what it learns of a
 * server by its address (its dialect, a spent rate limit, saved answers), and one browser serves
 * many tests: a new server on a port an earlier one had (the system hands ports out again) would
 * inherit what the extension learned of the old one. So each test process counts up through a
 * range of its own, below the range the system picks from (32768 up).
 */
function nextPort(): number {
  const holder = globalThis as { __e2eNextPort?: number };
  const worker = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? 1);
  // From 20000: above every port browsers and fetch refuse to reach (the last is 10080).
  holder.__e2eNextPort ??= 20_000 + ((worker - 1) % 4) * 3_000;
  return holder.__e2eNextPort++;
}

const inUse = (error: unknown) => (error as { code?: string }).code === 'EADDRINUSE';

/** Listens on the next free port of nextPort()'s range; `listen` rejects with EADDRINUSE when taken. */
async function onFreshPort<T>(listen: (port: number) => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await listen(nextPort());
    } catch (error) {
      if (!inUse(error)) throw error;
    }
  }
}

export async function startReferenceServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (options.port !== undefined) return startServer({ host: '127.0.0.1', seed: true, ...options });
  return onFreshPort((port) => startServer({ port, host: '127.0.0.1', seed: true, ...options }));
}

/** Resets data, faults, rate limits and the request log (call in beforeEach). */
export async function resetServer(server: RunningServer): Promise<void> {
  await server.reset();
  server.faults.clear();
  server.clearRequests();
}

/** The requests that reached the API (ignores anything outside /api/). */
export function apiRequests(server: RunningServer, method?: string, path?: string) {
  return server
    .requests()
    .filter((r) => r.path.startsWith('/api/'))
    .filter((r) => method === undefined || r.method === method)
    .filter((r) => path === undefined || r.path === path);
}

/**
 * Resolves once the server has received nothing for `quietMs`: the bench's way to let a view's
 * requests end between measures (scripts/bench/stats-requests.ts). A quiet period is a sleep, so
 * tests never use it: they wait on what is expected (nextRequest, untilAnswered, the page) and
 * prove an absence with expectNoRequest.
 */
export async function untilQuiet(server: RunningServer, quietMs = 500, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let seen = -1; Date.now() < deadline; ) {
    const count = server.requests().length;
    if (count === seen) return;
    seen = count;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
  throw new Error(`the server kept receiving requests for ${timeoutMs} ms`);
}

export type RequestMatch = (request: LoggedRequest) => boolean;

/** The default deadline of expectNoRequest: past a retry's first backoff (300 ms) and a worker round trip. */
const NO_REQUEST_WITHIN_MS = 500;

/**
 * Proves an absence: resolves once `within` ms pass without a request matching `match` reaching
 * the server, and rejects as soon as one arrives (a failing test does not wait out the deadline).
 * Requests already in the log do not count: assert on `server.requests()` for those.
 *
 * This deadline is the only fixed wait an e2e test may use, and only to prove that something did
 * not happen. Nothing the extension does announces that it will not send a request, so "none
 * came" can only ever mean "none came in time": `within` says how long after the act a wrong
 * request would have come (a retry's backoff, a queue's next start, a listener's answer). To
 * wait for something that does happen, wait on it instead: the request (nextRequest), its answer
 * (untilAnswered), the page's DOM, storage. A sleep there only makes the test slow on a fast
 * machine and flaky on a slow one.
 *
 * `match` sees each request as it arrives, before its answer (no `status` yet).
 */
export function expectNoRequest(
  server: RunningServer,
  match: RequestMatch,
  { within = NO_REQUEST_WITHIN_MS }: { within?: number } = {},
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const stop = server.onRequest((request) => {
      if (!match(request)) return;
      clearTimeout(deadline);
      stop();
      reject(new Error(`expected no such request within ${within} ms, got ${describeRequest(request)}`));
    });
    const deadline = setTimeout(() => {
      stop();
      resolve();
    }, within);
  });
}

/**
 * The next request matching `match` (one already in the log when `since` says so: pass
 * `server.requests().length` taken before the act), as it arrives, before its answer. Fails
 * after `timeout` ms without one.
 */
export function nextRequest(
  server: RunningServer,
  match: RequestMatch,
  { since, timeout = 10_000 }: { since?: number; timeout?: number } = {},
): Promise<LoggedRequest> {
  const logged = since === undefined ? undefined : server.requests().slice(since).find(match);
  if (logged) return Promise.resolve(logged);
  return new Promise<LoggedRequest>((resolve, reject) => {
    const stop = server.onRequest((request) => {
      if (!match(request)) return;
      clearTimeout(deadline);
      stop();
      resolve(request);
    });
    const deadline = setTimeout(() => {
      stop();
      reject(new Error(`no matching request reached the server within ${timeout} ms`));
    }, timeout);
  });
}

/**
 * Resolves once every request the server has received (matching `match`, when given) has its
 * answer: what a test counts or reads in the log is then final. A request the test hangs on
 * purpose never gets one: leave it out with `match`.
 */
export async function untilAnswered(
  server: RunningServer,
  match: RequestMatch = () => true,
  timeout = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const pending = server.requests().filter((r) => match(r) && r.status === undefined);
    if (pending.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`no answer within ${timeout} ms to ${pending.map(describeRequest).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the log has no event for an answer
  }
}

const describeRequest = (r: LoggedRequest) =>
  `${r.method} ${r.path}${Object.keys(r.query).length ? `?${new URLSearchParams(r.query as Record<string, string>)}` : ''}`;

/** Any request to the API (`/api/...`), as apiRequests counts them. */
export const toApi: RequestMatch = (r) => r.path.startsWith('/api/');

/** The statistics requests (`GET /api/v1/stats/{id}`) the server received. */
export const statsRequests = (server: RunningServer) =>
  apiRequests(server, 'GET').filter((r) => r.path.startsWith('/api/v1/stats/'));

export interface OtherOriginRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  cookie: string | undefined;
  headers: IncomingMessage['headers'];
}

export interface OtherOriginServer {
  /** http://127.0.0.1:PORT (no trailing slash) */
  url: string;
  /**
   * A sample article page with a link to /target. With `trackingFor` (an analytics base URL),
   * the page served for this token carries that server's tracking tag, so opening it
   * posts one page view to `{trackingFor}/api/event`; without it (the default) it has none.
   */
  samplePage(token?: string, options?: { trackingFor?: string }): string;
  /** The URL the sample page links to. */
  linkTarget(): string;
  /**
   * A page of fields to write in ("Shorten links in this field"): a textarea `#message`, a text
   * input `#subject`, a contenteditable box `#rich`, and a textarea `#controlled` whose text
   * belongs to a small framework-like script: its state changes only on input events, and
   * `window.rerender()` writes the state back into the field (as React does on its next render);
   * `#state` shows the state.
   */
  fieldsPage(token?: string): string;
  /**
   * A page with two iframes of pages of fields: `#first` from another site, whose page restores
   * `draft` into its `#message` and focuses it on load, and `#second` of this origin.
   */
  fieldFramesPage(token: string, draft: string): string;
  /**
   * An SVG document holding a `<textarea id="message">` in a `<foreignObject>`: a page where the
   * browser has no editing commands (`execCommand` throws outside HTML documents), so a write is
   * one the page's own undo cannot take back.
   */
  fieldSvgPage(token?: string): string;
  requests(): OtherOriginRequest[];
  clearRequests(): void;
  stop(): Promise<void>;
}

/**
 * The tag the analytics web app shows for every website (docs/API.md section 7.1), as a site
 * owner pastes it into a page. The extension's own copy is lib/pages/tracking-code.ts;
 * this one is written out on purpose so that a test compares the two.
 */
export const trackingTag = (analyticsBaseUrl: string) =>
  `<script data-host="${analyticsBaseUrl}" data-dnt="false" src="${analyticsBaseUrl}/js/script.js" id="ZwSg9rf6GA" async defer></script>`;

const SAMPLE_HTML = (title: string, linkHref: string, head = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head>
<body><main><h1>${title}</h1>
<p>A sample page for the shortener extension. <a id="sample-link" href="${linkHref}">Read the linked article</a>.</p>
<p id="sample-url">https://example.com/selected/article</p>
</main></body></html>`;

const FIELDS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Write a message</title>
<style>body{font:16px/1.4 sans-serif;margin:24px}label,#rich{display:block;margin:0 0 12px}
textarea,input,#rich{width:560px;box-sizing:border-box;font:inherit;padding:6px;border:1px solid #888}
textarea{height:90px}#rich{min-height:60px}</style></head>
<body><main><h1>Write a message</h1>
<label>Message <textarea id="message"></textarea></label>
<label>Subject <input id="subject" type="text"></label>
<div id="rich" contenteditable="true" aria-label="Rich message"></div>
<label>Controlled <textarea id="controlled"></textarea></label>
<p>State: <output id="state"></output></p>
</main>
<script>
  // A controlled field, as a framework keeps one: the state is the truth, the DOM its rendering.
  const state = { text: '' };
  const field = document.getElementById('controlled');
  const render = () => {
    if (field.value !== state.text) field.value = state.text;
    document.getElementById('state').textContent = state.text;
  };
  field.addEventListener('input', () => { state.text = field.value; render(); });
  window.rerender = render;
  window.setState = (text) => { state.text = text; render(); };
  // A draft the page restores and focuses when it loads (from the address's #draft=).
  const draft = new URLSearchParams(location.hash.slice(1)).get('draft');
  if (draft !== null) {
    const message = document.getElementById('message');
    message.value = draft;
    message.focus();
  }
</script></body></html>`;

/**
 * Two drafts in frames: the first from another site (`localhost` for `127.0.0.1`: its own
 * process in Chromium), which restores and focuses `draft` when it loads; the second an empty
 * page of fields of this origin.
 */
const FIELD_FRAMES_HTML = (token: string, port: number, draft: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Two drafts</title></head>
<body><iframe id="first" title="First draft" src="http://localhost:${port}/fields?t=${token}-first#draft=${encodeURIComponent(draft)}" width="700" height="240"></iframe>
<iframe id="second" title="Second draft" src="/fields?t=${token}-second" width="700" height="240"></iframe>
</body></html>`;

const FIELD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200">
<foreignObject x="0" y="0" width="640" height="200">
<textarea xmlns="http://www.w3.org/1999/xhtml" id="message" rows="4" cols="60"></textarea>
</foreignObject></svg>`;

/**
 * Answers every path with an HTML page (so it is also "a URL that is not an API": GET
 * /api/v1/links answers 200 text/html).
 */
export async function startOtherOriginServer(): Promise<OtherOriginServer> {
  const log: OtherOriginRequest[] = [];
  /** Sample-page token -> the analytics base URL whose tag that page carries. */
  const tracked = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    log.push({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      authorization: req.headers.authorization,
      cookie: req.headers.cookie,
      headers: req.headers,
    });
    req.resume();
    const requested = new URL(req.url ?? '/', 'http://x');
    const path = requested.pathname;
    if (path === '/favicon.ico') {
      res.writeHead(404).end();
      return;
    }
    if (path === '/field-frames') {
      const token = encodeURIComponent(requested.searchParams.get('t') ?? 'a');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      const { port } = server.address() as AddressInfo;
      res.end(FIELD_FRAMES_HTML(token, port, requested.searchParams.get('draft') ?? ''));
      return;
    }
    if (path === '/field-svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store' });
      res.end(FIELD_SVG);
      return;
    }
    if (path === '/fields') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(FIELDS_HTML);
      return;
    }
    const title = path.startsWith('/target') ? 'Linked article' : 'Sample article';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    const analytics =
      path === '/articles/sample' ? tracked.get(requested.searchParams.get('t') ?? '') : undefined;
    res.end(SAMPLE_HTML(title, '/target/article?from=sample', analytics ? trackingTag(analytics) : ''));
  });
  await onFreshPort(
    (candidate) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(candidate, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      }),
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    samplePage: (token = 'a', options = {}) => {
      if (options.trackingFor) tracked.set(token, options.trackingFor);
      else tracked.delete(token);
      return `${url}/articles/sample?t=${token}`;
    },
    linkTarget: () => `${url}/target/article?from=sample`,
    fieldsPage: (token = 'a') => `${url}/fields?t=${token}`,
    fieldSvgPage: (token = 'a') => `${url}/field-svg?t=${token}`,
    fieldFramesPage: (token, draft) => `${url}/field-frames?t=${token}&draft=${encodeURIComponent(draft)}`,
    requests: () => [...log],
    clearRequests: () => {
      log.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on (bound, then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
