// @vitest-environment node
/**
 * The tracking script and endpoint: `GET /js/script.js`, `POST /api/event` recording
 * a page view into the statistics the server serves, in the formats of docs/API.md section 7.1.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../index.ts';
import { languageOf, referrerHost, storedPage } from '../tracking/record.ts';
import { TRACKING_SCRIPT } from '../tracking/script.ts';
import { isBot, parseAgent } from '../tracking/user-agent.ts';
import type { RunningServer } from '../types.ts';
import { call } from './helpers.ts';

const NOW = Date.UTC(2026, 10, 24, 9, 30);
const TODAY = 'from=2026-11-24&to=2026-11-24';
const EXAMPLE = 1001; // example.com, the demo's first website (seed.ts)
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const server: RunningServer = await startServer({ port: 0, now: () => NOW, stats: 'current' });
const legacy: RunningServer = await startServer({ port: 0, now: () => NOW, stats: 'legacy' });
afterAll(() => Promise.all([server.stop(), legacy.stop()]));
beforeEach(async () => {
  await server.reset();
  await legacy.reset();
});

/** What the tracking script sends (a browser adds Origin, User-Agent and Accept-Language). */
function track(target: RunningServer, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${target.url}/api/event`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: 'https://www.example.com',
      'User-Agent': FIREFOX,
      'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** A website's rows of one name today, as value -> count. */
async function today(name: string, target = server): Promise<Map<string | null, number>> {
  const answer = await call(target, 'GET', `/api/v1/stats/${EXAMPLE}?name=${name}&${TODAY}&per_page=100`);
  expect(answer.status).toBe(200);
  return new Map(answer.json.data.map((r: { value: string; count: string }) => [r.value, Number(r.count)]));
}

const count = (rows: Map<string | null, number>, value: string) => rows.get(value) ?? 0;

describe('GET /js/script.js', () => {
  it('serves the tracking script, which posts to data-host + /api/event', async () => {
    const answer = await fetch(`${server.url}/js/script.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/javascript');
    const text = await answer.text();
    expect(text).toBe(TRACKING_SCRIPT);
    expect(text).toContain("getAttribute('data-host')");
    expect(text).toContain("'/api/event'");
    expect(text).toContain('screen_resolution');
  });
});

describe('POST /api/event', () => {
  it('answers a cross-origin preflight for any origin, without --cors', async () => {
    const answer = await fetch(`${server.url}/api/event`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://www.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('records a visit that starts on another site in every statistic, in the stored formats', async () => {
    const names = [
      'visitors',
      'pageviews',
      'visitors_hour',
      'pageviews_hour',
      'referrer',
      'campaign',
      'country',
      'city',
      'continent',
      'language',
      'browser',
      'os',
      'device',
      'resolution',
    ];
    const before = new Map(await Promise.all(names.map(async (n) => [n, await today(n)] as const)));

    const answer = await track(server, {
      page: 'https://www.example.com/blog/tracked?utm_campaign=tracked-launch&ref=1#comments',
      referrer: 'https://www.google.com/search?q=shortener',
      screen_resolution: '1280x720',
    });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await answer.json()).toEqual({ message: 'OK', status: 200 });
    const added = async (name: string, value: string) =>
      count(await today(name), value) - count(before.get(name)!, value);
    expect(await added('visitors', '2026-11-24')).toBe(1);
    expect(await added('pageviews', '2026-11-24')).toBe(1);
    expect(await added('visitors_hour', '09')).toBe(1);
    expect(await added('pageviews_hour', '09')).toBe(1);
    expect(await added('referrer', 'www.google.com')).toBe(1);
    expect(await added('campaign', 'tracked-launch')).toBe(1);
    for (const place of ['country', 'city', 'continent']) expect(await added(place, '')).toBe(1);
    expect(await added('language', 'de')).toBe(1);
    expect(await added('browser', 'Firefox')).toBe(1);
    expect(await added('os', 'Linux')).toBe(1);
    expect(await added('device', 'desktop')).toBe(1);
    expect(await added('resolution', '1280x720')).toBe(1);
    // Path and query, no fragment: the generated pages never hold this one, so it is 1 exactly.
    expect(count(await today('page'), '/blog/tracked?utm_campaign=tracked-launch&ref=1')).toBe(1);
    expect(count(await today('landing_page'), '/blog/tracked?utm_campaign=tracked-launch&ref=1')).toBe(1);
  });

  it('counts a view whose referrer is the same site as a pageview of the same visit, not a visitor', async () => {
    const visitors = count(await today('visitors'), '2026-11-24');
    const pageviews = count(await today('pageviews'), '2026-11-24');

    await track(server, {
      page: 'https://example.com/tracked-one',
      referrer: '',
      screen_resolution: '390x844',
    });
    await track(
      server,
      {
        page: 'https://example.com/tracked-two',
        referrer: 'https://example.com/tracked-one',
        screen_resolution: '390x844',
      },
      { 'User-Agent': IPHONE },
    );

    expect(count(await today('visitors'), '2026-11-24')).toBe(visitors + 1);
    expect(count(await today('pageviews'), '2026-11-24')).toBe(pageviews + 2);
    expect(count(await today('page'), '/tracked-two')).toBe(1);
    expect(count(await today('landing_page'), '/tracked-two')).toBe(0);
    expect(count(await today('landing_page'), '/tracked-one')).toBe(1);
  });

  it('answers 404 for a page of a host no account tracks, and records nothing', async () => {
    const pageviews = await today('pageviews');

    const answer = await track(server, {
      page: 'https://unknown.example/',
      referrer: '',
      screen_resolution: '1x1',
    });

    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'Resource not found.', status: 404 });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await today('pageviews')).toEqual(pageviews);
  });

  it('answers 422 without a page, and records nothing', async () => {
    const answer = await track(server, { referrer: '' }, { Accept: 'application/json' });

    expect(answer.status).toBe(422);
    expect((await answer.json()).message).toEqual({ page: ['The page field is required.'] });
  });

  it('does not count a crawler on a website that excludes bots, but answers it as counted', async () => {
    const pageviews = await today('pageviews');

    const answer = await track(
      server,
      { page: 'https://example.com/', referrer: '', screen_resolution: '1x1' },
      {
        'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    );

    expect(answer.status).toBe(200);
    expect(await today('pageviews')).toEqual(pageviews);
  });

  it('is not rate limited and needs no key', async () => {
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        track(server, { page: 'https://example.com/n', referrer: '', screen_resolution: '1x1' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('feeds the older releases’ hour names too', async () => {
    const before = count(await today('visitors_hours', legacy), '09');

    await track(legacy, { page: 'https://example.com/', referrer: '', screen_resolution: '1x1' });

    expect(count(await today('visitors_hours', legacy), '09')).toBe(before + 1);
  });

  it('is forgotten by a reset to the seed', async () => {
    await track(server, { page: 'https://example.com/reset-me', referrer: '', screen_resolution: '1x1' });
    await server.reset();
    expect(count(await today('page'), '/reset-me')).toBe(0);
  });
});

describe('stored values', () => {
  it('keeps path and query without the excluded parameters, at most 255 characters', () => {
    expect(storedPage(new URL('https://a.example/p?x=1&fbclid=2&y=3#h'), 'fbclid\ngclid')).toBe('/p?x=1&y=3');
    expect(storedPage(new URL('https://a.example/'), null)).toBe('/');
    expect(storedPage(new URL(`https://a.example/${'a'.repeat(300)}`), null)).toHaveLength(255);
  });

  it('keeps the referring host alone, www. kept, and nothing for a direct or unreadable one', () => {
    expect(referrerHost('https://www.Reddit.com/r/x?y=1')).toBe('www.reddit.com');
    expect(referrerHost('')).toBe('');
    expect(referrerHost('not a url')).toBe('');
  });

  it('keeps the first two letters of Accept-Language', () => {
    expect(languageOf('pt-BR,pt;q=0.9')).toBe('pt');
    expect(languageOf('')).toBe('');
  });

  it('names browsers and systems as the seeded values and device types in lower case', () => {
    expect(parseAgent(FIREFOX)).toEqual({ browser: 'Firefox', os: 'Linux', device: 'desktop' });
    expect(parseAgent(IPHONE)).toEqual({ browser: 'Safari', os: 'iOS', device: 'mobile' });
    expect(
      parseAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Linux', device: 'desktop' });
    expect(
      parseAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows', device: 'desktop' });
    expect(
      parseAgent(
        'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ).device,
    ).toBe('tablet');
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot(FIREFOX)).toBe(false);
  });
});
