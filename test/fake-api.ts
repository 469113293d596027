// A fake Api for background unit tests: every method is a vi.fn with a harmless default.

import { vi } from 'vitest';
import type { Link, Page, Website } from '../lib/api/schemas';
import type { StatPage, StatSeries } from '../lib/api/stats/types';
import type { Api } from '../lib/api/types';

export function makeLink(overrides: Partial<Link> = {}): Link {
  return {
    id: 42,
    alias: 'x7k2p',
    url: 'https://example.com/a',
    shortUrl: 'https://sho.rt/x7k2p',
    title: null,
    clicks: 0,
    disabled: false,
    privacy: 'public',
    hasPassword: false,
    hasPrivacyPassword: false,
    expirationUrl: null,
    expirationClicks: 0,
    endsAt: null,
    startsAt: null,
    targetsType: 'none',
    targets: [],
    sensitiveContent: false,
    space: null,
    domain: null,
    pixels: [],
    createdAt: '2024-01-02T03:04:05.000Z',
    updatedAt: null,
    ...overrides,
  };
}

export function makeWebsite(overrides: Partial<Website> = {}): Website {
  return {
    id: 5,
    host: 'example.com',
    privacy: 'private',
    hasPassword: false,
    emailReports: false,
    excludeBots: true,
    excludeIps: [],
    favorite: false,
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

export function pageOf<T>(items: T[], total = items.length): Page<T> {
  return { items, page: 1, lastPage: 1, perPage: 10, total };
}

export function fakeApi() {
  const api = {
    links: {
      list: vi.fn(async () => pageOf<Link>([])),
      get: vi.fn(async () => makeLink()),
      create: vi.fn(async (input: { url: string }) => makeLink({ url: input.url })),
      update: vi.fn(async () => makeLink()),
      remove: vi.fn(async () => undefined),
    },
    websites: {
      list: vi.fn(async () => pageOf<Website>([])),
      get: vi.fn(async () => makeWebsite()),
      create: vi.fn(async () => makeWebsite()),
      update: vi.fn(async () => makeWebsite()),
      remove: vi.fn(async () => undefined),
    },
    domains: { list: vi.fn(async () => null) },
    spaces: { list: vi.fn(async () => null) },
    pixels: { list: vi.fn(async () => null) },
    account: { get: vi.fn(async () => null) },
    stats: {
      series: vi.fn(async (): Promise<StatSeries> => ({ granularity: 'day', points: [] })),
      top: vi.fn(async (): Promise<StatPage> => ({ rows: [], page: 1, perPage: 10, total: 0, lastPage: 1 })),
      knowNameSet: vi.fn(),
    },
  };
  return api satisfies Api;
}
