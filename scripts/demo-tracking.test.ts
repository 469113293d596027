// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { startOtherOriginServer, startReferenceServer } from '../e2e/support/server';
import {
  countedVisits,
  samplePageViews,
  trackedSamplePage,
  trackSampleHost,
  visitAndCount,
} from './demo-tracking';

const server = await startReferenceServer();
const pages = await startOtherOriginServer();
afterAll(() => Promise.all([server.stop(), pages.stop()]));

/** What a browser does with the tagged page: the script posts one page view. */
const visit = (url: string) =>
  fetch(`${server.url}/api/event`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: url, referrer: '', screen_resolution: '1280x720' }),
  });

describe('the demo’s tracked sample page', () => {
  it('carries the tracking tag of the reference server', async () => {
    const html = await (await fetch(trackedSamplePage(server, pages, 'tagged'))).text();
    expect(html).toContain(
      `<script data-host="${server.url}" data-dnt="false" src="${server.url}/js/script.js"`,
    );
  });

  it('counts a visit once its host is tracked, in the request log and in the statistics', async () => {
    const id = await trackSampleHost(server, pages);
    const url = trackedSamplePage(server, pages, 'counted');

    const counted = await visitAndCount(server, pages, visit, url, 2000);

    expect(counted).toBe(true);
    expect(countedVisits(server, pages)).toBe(1);
    expect(await samplePageViews(server, id, url)).toBe(1);
  });
});
