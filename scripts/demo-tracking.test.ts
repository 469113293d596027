// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { resetServer, startOtherOriginServer, startReferenceServer } from '../e2e/support/server';
import {
  blocksPageViews,
  countedVisits,
  samplePageViews,
  trackedSamplePage,
  trackSampleHost,
  visitAndCount,
} from './demo-tracking';

const server = await startReferenceServer();
const pages = await startOtherOriginServer();
afterAll(() => Promise.all([server.stop(), pages.stop()]));
beforeEach(() => resetServer(server));

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

    const counted = await visitAndCount(server, pages, visit, url);

    expect(counted).toBe(true);
    expect(countedVisits(server, pages)).toBe(1);
    expect(await samplePageViews(server, id, url)).toBe(1);
  });

  it('says a visit was not counted when its page view never reached the server', async () => {
    const id = await trackSampleHost(server, pages);
    const url = trackedSamplePage(server, pages, 'blocked');
    /** What the browser does with "Don't count my visits" on: the request is stopped before it starts. */
    const blockedVisit = async () => undefined;

    const counted = await visitAndCount(server, pages, blockedVisit, url);

    expect(counted).toBe(false);
    expect(countedVisits(server, pages)).toBe(0);
    expect(await samplePageViews(server, id, url)).toBe(0);
  });
});

describe('blocksPageViews', () => {
  const analytics = 'http://127.0.0.1:8787';
  /** The rule the worker writes for the excluded 127.0.0.1 (lib/background/exclude-visits/rules.ts). */
  const rule = {
    id: 27_000,
    action: { type: 'block' },
    condition: {
      urlFilter: '|http://127.0.0.1:8787/api/event^',
      requestMethods: ['post'],
      initiatorDomains: ['127.0.0.1'],
    },
  };

  it('is true when a block rule covers the host’s page views to the server', () => {
    expect(blocksPageViews([rule], analytics, '127.0.0.1')).toBe(true);
  });

  it('is false before the worker wrote a rule', () => {
    expect(blocksPageViews([], analytics, '127.0.0.1')).toBe(false);
  });

  it('is false when the rule is for another site, another server or does not block', () => {
    expect(blocksPageViews([rule], analytics, 'example.com')).toBe(false);
    expect(blocksPageViews([rule], 'http://127.0.0.1:9999', '127.0.0.1')).toBe(false);
    expect(blocksPageViews([{ ...rule, action: { type: 'allow' } }], analytics, '127.0.0.1')).toBe(false);
  });
});
