import { apiRequests } from '../../e2e/support/server';
import { MINIMAL_WORKER } from './minimal-worker';
import { startSession } from './session';
import { workerControl } from './worker-control';

const session = await startSession();
const { ext } = session;
const control = await workerControl(ext.context);
const ourScript = (await ext.worker()).url();
const minScript = ext.context
  .serviceWorkers()
  .find((w) => w.url().endsWith(MINIMAL_WORKER))!
  .url();
for (let i = 0; i < 10; i++) {
  await control.stopAll([ourScript, minScript]);
  const t0 = session.now();
  await control.start(ext.url(''));
  const url = `https://example.com/p/${i}`;
  const r = await ext.inWorker(
    async ([u, tabUrl]) => {
      const evalAt = performance.now();
      const ready = performance.getEntriesByName('background-ready')[0]?.startTime;
      const bgStart = performance.getEntriesByName('bg-start')[0]?.startTime;
      const hook = (globalThis as any).__e2e;
      const p = hook.menuClick({ menuItemId: 'shorten-link', linkUrl: u, pageUrl: tabUrl }, { url: tabUrl });
      await p;
      await (globalThis as any).chrome.offscreen.closeDocument().catch(() => undefined);
      return { origin: performance.timeOrigin, evalAt, ready, bgStart };
    },
    [url, session.sampleUrl] as const,
  );
  const post = apiRequests(session.server).find((p) => (p.body as any)?.url === url)!;
  console.log(
    'origin',
    (r.origin - t0).toFixed(1),
    'bgStart',
    r.bgStart?.toFixed(1),
    'ready',
    r.ready?.toFixed(1),
    'eval',
    r.evalAt.toFixed(1),
    'post-after-eval',
    (post.time - r.origin - r.evalAt).toFixed(1),
    'total',
    (post.time - t0).toFixed(1),
  );
}
await control.close();
await session.close();
