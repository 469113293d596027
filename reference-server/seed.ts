/**
 * Deterministic demo data, relative to `now` (no randomness): the same clock gives the same
 * data, so tests can rely on ids, aliases and which links are expired or disabled.
 *
 * Demo account (key DEMO_KEY): 30 links over spaces Blog/Work and domains https://sho.rt and
 * https://go.example (every fifth link on no domain: the short URL uses the server's URL),
 * 3 websites, 2 pixels. Other account: 3 links, 1 website. No-API account: no API access.
 */
import type { Data, Link, TargetGroup, TargetRow, Website } from './model.ts';
import { emptyData } from './model.ts';
import { linkHistory } from './stats/history.ts';
import { historyTotal } from './stats/rows.ts';

export const DEMO_KEY = 'demo-key-0123456789abcdef';
export const OTHER_KEY = 'other-key-0123456789abcdef';
export const NO_API_KEY = 'noapi-key-0123456789abcdef';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ALIAS_CHARS = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A deterministic, random-looking 5-character alias for a sequence number. */
export function generatedAlias(n: number): string {
  let x = (n * 2_654_435_761 + 97_531) % 33_554_432; // 32^5
  let out = '';
  for (let i = 0; i < 5; i++) {
    out += ALIAS_CHARS[x % 32];
    x = Math.floor(x / 32);
  }
  return out;
}

const PAGES: Array<[string, string | null]> = [
  ['https://example.com/articles/getting-started', 'Getting started | Example'],
  ['https://developer.mozilla.org/en-US/docs/Web/HTTP', 'HTTP | MDN'],
  ['https://en.wikipedia.org/wiki/URL_shortening', 'URL shortening - Wikipedia'],
  ['https://github.com/explore', 'Explore GitHub'],
  ['https://news.ycombinator.com/', 'Hacker News'],
  ['https://www.w3.org/TR/html52/', null],
  ['https://example.org/pricing?plan=pro', 'Pricing - Example.org'],
  ['https://blog.example.net/2024/release-notes', 'Release notes'],
  ['https://docs.example.com/api/v1/reference', 'API reference'],
  ['https://shop.example.com/products/42', 'Product 42 - Shop'],
];

const NAMED_ALIASES: Record<number, string> = {
  0: 'launch',
  1: 'mdn-http',
  2: 'geo-demo',
  4: 'hn',
  7: 'private-stats',
  11: 'secret',
  14: 'get-the-app',
  22: 'rotate',
  27: 'hello',
};

const TARGETS: Record<number, [TargetGroup, TargetRow[]]> = {
  2: [
    'countries',
    [
      { key: 'US', value: 'https://us.example.com/' },
      { key: 'DE', value: 'https://de.example.com/' },
    ],
  ],
  14: [
    'operating_systems',
    [
      { key: 'iOS', value: 'https://apps.apple.com/app/id000000' },
      { key: 'Android', value: 'https://play.google.com/store/apps/details?id=com.example' },
    ],
  ],
  22: ['rotations', [{ value: 'https://a.example.com/' }, { value: 'https://b.example.com/' }]],
  27: [
    'languages',
    [
      { key: 'en', value: 'https://example.com/en/' },
      { key: 'fr', value: 'https://example.com/fr/' },
    ],
  ],
};

/**
 * A seeded link's count: the sum of the clicks its statistics show, from its creation until the
 * seed (stats/history.ts), so the list and the statistics never disagree.
 */
const seededClicks = (id: number, created: number, now: number) =>
  historyTotal('links', id, linkHistory(created, now));

function demoLink(i: number, now: number): Link {
  const page = PAGES[i % PAGES.length]!;
  // Twelve days apart over a year, the newest 24 days old: a year's chart has something to show.
  const created = now - (31 - i) * 12 * DAY;
  const clicks = seededClicks(i + 1, created, now);
  const target = TARGETS[i];
  const link: Link = {
    id: i + 1,
    userId: 1,
    alias: NAMED_ALIASES[i] ?? generatedAlias(i + 1),
    url: i < PAGES.length ? page[0] : `${page[0]}${page[0].includes('?') ? '&' : '?'}ref=${i}`,
    title: page[1],
    domainId: i % 5 === 4 ? null : i % 2 === 0 ? 1 : 2,
    spaceId: i % 3 === 0 ? 1 : i % 3 === 1 ? 2 : null,
    pixelIds: i % 7 === 0 ? [1, 2] : i % 4 === 0 ? [1] : [],
    disabled: [3, 17, 26].includes(i) ? 1 : 0,
    privacy: i === 7 ? 2 : i % 5 === 1 ? 1 : 0,
    statsPassword: i === 7 ? 'stats-secret' : null,
    redirectPassword: i === 11 ? 'open-sesame' : null,
    expirationUrl: null,
    clicksLimit: 0,
    startsAt: null,
    endsAt: null,
    targetType: target ? target[0] : null,
    targets: target ? { [target[0]]: target[1] } : {},
    sensitiveContent: 0,
    lastRotation: 0,
    clicks,
    clicksUntil: now,
    createdAt: created,
    updatedAt: created + HOUR,
  };
  // Expired by date (5, 12), expiring in the future (8 in a week, 20 in two days: a link the
  // alerts announce as about to expire), expired by clicks exactly at the limit (9, 21), a
  // click limit not reached yet (15).
  if (i === 5 || i === 12) {
    link.endsAt = now - i * HOUR;
    link.startsAt = created;
    link.expirationUrl = 'https://example.com/expired';
  }
  if (i === 8 || i === 20) {
    link.endsAt = now + (i === 20 ? 2 : 7) * DAY;
    link.startsAt = created;
  }
  if (i === 9 || i === 21) link.clicksLimit = clicks;
  if (i === 15) link.clicksLimit = clicks + 100;
  return link;
}

/**
 * Website ids start at 1001 (WEBSITE_IDS_FROM): one process serves both services, and the
 * statistics route (`/api/v1/stats/{id}`) tells a website from a link by its id.
 */
export const WEBSITE_IDS_FROM = 1000;

function website(n: number, userId: number, host: string, now: number, extra: Partial<Website>): Website {
  const id = WEBSITE_IDS_FROM + n;
  // Added months ago (example.com 450 days, the other account's site 300): a year's chart has
  // something to show, and nothing before the day each was added (stats/history.ts).
  const created = now - (10 - n) * 50 * DAY;
  return {
    id,
    userId,
    host,
    privacy: 1,
    password: null,
    email: 0,
    excludeBots: 1,
    excludeIps: null,
    excludeParams: null,
    favorite: 0,
    favoritedAt: null,
    createdAt: created,
    updatedAt: created,
    ...extra,
  };
}

/**
 * `withRecords` false: the accounts and their domains, spaces and pixels, but no links or websites.
 * `demoTimezone`: the demo account's `timezone` (null by default: the server's, UTC).
 */
export function seedData(now: number, withRecords = true, demoTimezone: string | null = null): Data {
  const d = emptyData();
  const t0 = now - 60 * DAY;
  d.accounts.push(
    {
      id: 1,
      name: 'Demo User',
      email: 'demo@example.com',
      key: DEMO_KEY,
      apiAccess: true,
      defaultDomainId: 1,
      timezone: demoTimezone,
      createdAt: t0,
    },
    {
      id: 2,
      name: 'Other User',
      email: 'other@example.com',
      key: OTHER_KEY,
      apiAccess: true,
      defaultDomainId: 3,
      createdAt: t0,
    },
    {
      id: 3,
      name: 'Free User',
      email: 'free@example.com',
      key: NO_API_KEY,
      apiAccess: false,
      defaultDomainId: null,
      createdAt: t0,
    },
  );
  d.domains.push(
    { id: 1, userId: 1, name: 'https://sho.rt', createdAt: t0 },
    { id: 2, userId: 1, name: 'https://go.example', createdAt: t0 },
    { id: 3, userId: 2, name: 'https://other.link', createdAt: t0 },
  );
  d.spaces.push(
    { id: 1, userId: 1, name: 'Blog', color: 1, createdAt: t0 },
    { id: 2, userId: 1, name: 'Work', color: 3, createdAt: t0 },
    { id: 3, userId: 2, name: 'Personal', color: 2, createdAt: t0 },
  );
  d.pixels.push(
    { id: 1, userId: 1, name: 'FB', type: 'facebook', createdAt: t0 },
    { id: 2, userId: 1, name: 'GA', type: 'google-analytics', createdAt: t0 },
    { id: 3, userId: 2, name: 'X', type: 'twitter', createdAt: t0 },
  );
  d.seq = { account: 3, domain: 3, space: 3, pixel: 3, link: 0, website: WEBSITE_IDS_FROM };
  if (!withRecords) return d;

  for (let i = 0; i < 30; i++) d.links.push(demoLink(i, now));
  const others: Array<[string, string, number | null]> = [
    ['https://example.com/other/one', 'mine', 3],
    ['https://example.com/other/two', 'mine', null],
    ['https://example.com/other/three', generatedAlias(33), 3],
  ];
  others.forEach(([url, alias, domainId], k) => {
    const base = demoLink(0, now);
    d.links.push({
      ...base,
      id: 31 + k,
      userId: 2,
      alias,
      url,
      title: null,
      domainId,
      spaceId: k === 0 ? 3 : null,
      pixelIds: [],
      clicks: seededClicks(31 + k, base.createdAt, now),
      targetType: null,
      targets: {},
    });
  });
  d.websites.push(
    website(1, 1, 'example.com', now, {
      excludeIps: '1.2.3.4\n5.6.7.8',
      favorite: 1,
      favoritedAt: now - DAY,
    }),
    website(2, 1, 'blog.example.org', now, { privacy: 0, email: 1 }),
    website(3, 1, 'shop.example.net', now, { privacy: 2, password: 'shop-stats', excludeBots: 0 }),
    website(4, 2, 'other.example', now, {}),
  );
  d.seq.link = 33;
  d.seq.website = WEBSITE_IDS_FROM + 4;
  return d;
}
