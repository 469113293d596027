/** BENCHMARKS.md: the results table, the machine, the command, and what each figure means. */
import { FIND_LINK_NOTE } from './find-link';
import { describeMachine } from './machine';
import { MANAGER_PAGE } from './manager';
import { OFFSCREEN_PAGE } from './popup';
import { BLANK_PAGE, ONE_SCRIPT_PAGE } from './reference-pages';

export interface Report {
  /** The results table (markdown). */
  table: string;
  command: string;
  chromium: string;
  skipBuild: boolean;
}

export function benchmarksMarkdown({ table, command, chromium, skipBuild }: Report): string {
  const machine = describeMachine();
  return `# Benchmarks

Written by \`npm run bench\` (scripts/bench.ts); overwritten on every run. Budgets: docs/ARCHITECTURE.md ("Budgets").

- Date: ${new Date().toISOString()}
- Command: \`${command}\`${skipBuild ? ' (measured the builds already in .output/)' : ''}
- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memory} memory; ${machine.os}
- Node ${machine.node}; ${chromium} (headless)

${table}

## What is measured

- **Sizes**: gzip -9 of every file each page loads (its HTML's scripts, stylesheets and
  modulepreloads, then every static import, so shared chunks count for each page), and of the
  background script, in the production build \`.output/chrome-mv3\` (scripts/sizes.ts).
- **Background floor**: \`scripts/bench/floor/background.ts\`, which calls the libraries
  docs/ARCHITECTURE.md mandates (webextension-polyfill through WXT's module, \`@wxt-dev/storage\`,
  \`zod/mini\`) as lib/ does and holds no logic of ours, built alone as production Chrome by
  the same WXT in a scratch project (scripts/bench/background-floor.ts). No change to our code
  can take the background below it.
- **Timings** use the e2e build \`.output/chrome-mv3-e2e\` in headless Chromium with the reference
  server in process on 127.0.0.1 (rate limit raised), the extension configured for the demo
  account with "reuse existing" off. Each run opens a fresh tab; times are read in the page,
  from navigation start (\`performance.timeOrigin\`). The browser loads a private copy of the
  build (others may rebuild \`.output/\` meanwhile).
- **Popup ready**: \`popup.html?tabId=N\` (N = a real tab showing a local sample page), first
  moment the input labelled URL holds the tab's URL and the Shorten button is enabled
  (MutationObserver, input listener and a hook on the input value setter).
  popup.html ships the form pre-rendered and its first script (a classic \`async\` script, built on
  its own) fills the URL before Preact loads, so ready is that moment; a click or Enter before
  Preact has taken over is held and replayed then (e2e/popup-prerender.e2e.test.ts). The same
  runs give the popup's **first contentful paint** (paint timing) and **hydrated** (the
  \`popup-hydrated\` mark, set once Preact has taken over the form).
  **Floor page** (the budget's reference): \`${ONE_SCRIPT_PAGE}\`, an HTML page with a title
  and one empty module script, the least a page built by WXT can cost (WXT loads every page's
  code as a module script, and the extension's CSP allows no inline script; the popup's first
  script is a classic one, which starts sooner than a module), which the bench
  writes into its private copy of the build (scripts/bench/reference-pages.ts); measured to
  \`loadEventEnd\` of its navigation timing entry. **Blank extension page**:
  \`${BLANK_PAGE}\`, the same page without the script, reported beside it. **For comparison**: \`${OFFSCREEN_PAGE}\`,
  the smallest page the extension ships (one module script that imports the shared popup-core
  chunk, and its stylesheet). All four alternate, one warm-up each first; each ratio is median
  popup ÷ median page.
- **Shorten overhead**: a fresh popup per run with a unique URL typed in; once the popup's
  start-up requests are over (no API request for 150 ms, as when a person clicks), a
  capture-phase click on Shorten -> the Short URL input shows a value; each run must create
  exactly one link (HTTP 201). Alternated with the same POST (same headers and form body, its
  own unique URL) sent by \`fetch\` in the service worker. Reported: median click→shown minus
  median direct fetch (which holds the server's own time and the network), and the API requests
  the server saw during the last click.
- **Manager**: 100 links seeded first; \`${MANAGER_PAGE}\` from navigation start until 100
  body rows are in the table; the list request's share from the service worker's resource
  timing (the per_page=100 request's duration).
- **Statistics** (scripts/bench/stats-view.ts): the manager's statistics view of the first seeded
  website over the last 365 days (\`manager.html#websites/<id>/stats?from=..&to=..\`), from
  navigation start to the \`stats-chart-drawn\` mark the chart sets in uPlot's draw hook; the
  worker's session storage (the 5-minute statistics cache) is emptied before each run, so each
  run asks the reference server for the series (4 pages of 100 days each for visitors and
  pageviews), and each such run is followed by one from the cache it filled. **Popup on a
  tracked site**: the sample page's host is added as a website first, so the popup loads the
  "This site" panel beside the form; popup ready against the floor page as above, and the first
  moment the panel (\`#site-stats\`) shows numbers. The website is removed afterwards.
- **Statistics requests** (scripts/bench/stats-requests.ts): counted from the request
  logs of two more reference servers in process, one for the links and one for the analytics
  service, each with the real throttle (60 a minute per key), as a real deployment has two
  servers with separate throttles. A website's view at 1280 x 800 with the worker's cache
  emptied, until its first screen is complete (totals, chart, every top list whose card starts
  on screen; the same check as e2e/stats-budget.e2e.test.ts) and no request for 400 ms; then
  Last 7 days and back to Last 30 days, and the view again in a new tab (both from the cache);
  then, from an empty cache and fresh throttle windows, all five presets of a website and of a
  link, each to its first screen. A range of up to 45 days is asked with its previous period in
  one request (one page of 100 days); a longer one costs its pages twice (Last 12 months: 4
  pages per series and 4 for its previous period), so only the default range can meet 8.
- **Background start**: the worker stopped through CDP (ServiceWorker.stopAllWorkers), woken by
  opening the popup (plus a message from it); time from the worker's \`performance.timeOrigin\`
  (a new one each run proves a cold start) to the \`background-ready\` mark at the end of the
  background's main function. E2e build (it adds only the test hook), one warm-up.
- **Cold worker** (scripts/bench/cold-shorten.ts): each run stops every service worker (CDP
  ServiceWorker.stopAllWorkers, as Chrome does after ~30 s idle), starts ours as an event would
  (CDP ServiceWorker.startWorker), calls the menu's handler through the e2e hook
  (\`__e2e.menuClick\`, "Shorten link" on a new URL), and times from the start request to the
  moment the reference server receives the POST (its clock, in the bench's process). The
  reference is a scratch extension the bench writes (scripts/bench/minimal-worker.ts) whose
  worker only sends that same POST (same headers and form body, its own URL), loaded in the
  same browser and timed the same way, alternating, one warm-up each. Each of our runs closes
  the offscreen document its copy opened, so both workers start in a new process every run;
  a run whose worker was already running fails the bench.
- **Cold worker's start split** (scripts/bench/worker-trace.ts): 10 more of our cold
  runs, each inside a Chromium trace (CDP Tracing.start/end through a page's session, which
  records every process; categories ServiceWorker, v8, devtools.timeline, blink.user_timing and
  disabled-by-default-devtools.timeline), cut at trace events on one clock: the browser's
  \`ServiceWorkerVersion::StartWorker\` → the worker thread's \`EvaluateScript\` of
  background.js (a process, a thread, the script read) · its \`v8.compile\` (the code cache
  consumed) · the rest of the top-level evaluation until the \`background-main\` mark that
  opens the background's main (every module's top-level code) · main until \`background-ready\`
  · until the \`bench-menu-click\` mark of the e2e hook (the evaluation's end, the browser told,
  the bench's call delivered; the minimal worker meets the same) · the event's own work until
  the \`ResourceSendRequest\` of its POST (settings, short-URL check, the request built), with
  the worker thread's task time in that last part (the rest is waiting on the browser: storage,
  permissions). Medians of each part; tracing slows the run a little, so the total is a little
  above the untraced one.
- **Time to first link** (scripts/bench/first-link.ts): storage emptied (a fresh install) and
  the demo account signed in to the reference server's web app in a tab, then what a person
  does until the popup shows the short URL, done through the pages and counted: clicks (the
  toolbar button is one: the popup opened for the tab), pastes, characters typed. Connect from
  this tab: the toolbar, **Connect to**, **Shorten**. Typed: the account's **API** page, copy
  the key, the toolbar, **Open settings**, paste the key, type the links address, **Save**, the
  toolbar, **Shorten**. The browser's host-permission prompt (one click in a real install; the
  e2e build has loopback access) is counted beside them, not clicked.
${FIND_LINK_NOTE}`;
}
