/** Test data for the manager's tests: a normalized Link / Website with overridable fields. */
import type { Link, Page, Website } from '../api/schemas';

export function makeLink(overrides: Partial<Link> = {}): Link {
  const id = overrides.id ?? 1;
  const alias = overrides.alias ?? `a${id}`;
  return {
    id,
    alias,
    url: `https://example.com/${id}`,
    shortUrl: `https://sho.rt/${alias}`,
    title: `Page ${id}`,
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
    createdAt: '2024-03-20T14:53:26.000000Z',
    updatedAt: '2024-03-20T14:53:26.000000Z',
    ...overrides,
  };
}

export function makeWebsite(overrides: Partial<Website> = {}): Website {
  return {
    id: 1,
    host: 'example.com',
    privacy: 'private',
    hasPassword: false,
    emailReports: false,
    excludeBots: true,
    excludeIps: [],
    favorite: false,
    createdAt: '2024-03-20T14:53:26.000000Z',
    updatedAt: null,
    ...overrides,
  };
}

export function pageOf<T>(items: T[], page = 1, lastPage = 1, total = items.length, perPage = 25): Page<T> {
  return { items, page, lastPage, total, perPage };
}
