/**
 * `npx tsx scripts/screenshots-batch.ts`: Shorten many in the popup, light and dark, as
 * PNG files in docs/: the offer with five highlighted tabs, a job in progress
 * waiting for the rate limit, and a finished job with a reused link, a kept short link and a
 * failure. The job states are written to storage.session as the worker writes them (the
 * behaviour itself is e2e/shorten-many.e2e.test.ts's). Uses the e2e build in .output/.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../e2e/support/paths';
import { FIXED_NOW, type Scheme, STABLE, settled, startScreenSession } from '../e2e/support/screens';
import type { BatchJob } from '../lib/shared/batch';

const OUT = resolve(ROOT, 'docs');

function jobs(short: string): { running: BatchJob; finished: BatchJob } {
  const items: BatchJob['items'] = [
    {
      url: 'https://example.com/articles/how-we-ship',
      title: 'How we ship small extensions',
      state: 'done',
      shortUrl: `${short}/ship`,
      origin: 'created',
    },
    {
      url: 'https://example.com/blog/rate-limits',
      title: 'Rate limits, explained',
      state: 'done',
      shortUrl: `${short}/limits`,
      origin: 'reused',
    },
    { url: `${short}/docs`, title: 'Docs', state: 'done', shortUrl: `${short}/docs`, origin: 'short' },
    {
      url: 'https://example.com/changelog',
      title: 'Changelog',
      state: 'done',
      shortUrl: `${short}/changes`,
      origin: 'created',
    },
    {
      url: 'https://example.com/a-very-long/path/that/needs/room?with=query&and=more',
      title: null,
      state: 'failed',
      error: { code: 'server', message: 'The server had a problem. Try again in a moment.' },
    },
  ];
  const base = {
    id: 'shots',
    profileId: 'default',
    source: 'tabs' as const,
    startedAt: FIXED_NOW,
    budget: null,
  };
  const running: BatchJob = {
    ...base,
    items: items.map((item, index) =>
      index < 2 ? item : { url: item.url, title: item.title, state: 'pending' },
    ),
    finishedAt: null,
    waitUntil: FIXED_NOW + 42_000,
  };
  return { running, finished: { ...base, items, finishedAt: FIXED_NOW + 60_000, waitUntil: null } };
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const session = await startScreenSession();
  const { ext } = session;
  const { running, finished } = jobs(session.server.url);
  try {
    for (const scheme of ['light', 'dark'] as Scheme[]) {
      const tabs: Array<{ id: number }> = [];
      for (const token of ['one', 'two', 'three', 'four', 'five'])
        tabs.push((await ext.openTab(session.other.samplePage(token))).tab);
      const shoot = async (name: string, job: BatchJob | null) => {
        await ext.clearStorage('session');
        if (job) await ext.setStorage('session', { batchJob: job });
        const page = await ext.openExtensionPage(`popup.html?tabId=${tabs[0]?.id}`);
        await page.setViewportSize({ width: 400, height: 600 });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        if (name === 'offer') {
          await page.evaluate(
            async (ids) => {
              const c = (
                globalThis as unknown as {
                  chrome: {
                    tabs: {
                      get(id: number): Promise<{ index: number; windowId: number }>;
                      highlight(i: object): Promise<unknown>;
                    };
                  };
                }
              ).chrome;
              const all = await Promise.all(ids.map((id) => c.tabs.get(id)));
              await c.tabs.highlight({ windowId: all[0]?.windowId, tabs: all.map((t) => t.index) });
            },
            tabs.map((tab) => tab.id),
          );
          await page.reload();
          await page.getByRole('button', { name: 'Shorten 5 tabs' }).waitFor();
        } else {
          await page.locator('.batch-job').waitFor();
        }
        await settled(page);
        await page.screenshot({
          path: resolve(OUT, `popup-batch-${name}-${scheme}.png`),
          fullPage: true,
          ...STABLE,
        });
        await page.close();
      };
      await shoot('offer', null);
      await shoot('progress', running);
      await shoot('result', finished);
      await ext.closeTabs();
    }
  } finally {
    await session.close();
  }
  console.log(`Screenshots in ${OUT}`);
}

await main();
