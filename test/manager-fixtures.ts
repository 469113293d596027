/**
 * Test data for the manager's tests: the shared factories of test/fake-api.ts, with ids that
 * give each link its own alias, URL and title (tables need distinguishable rows).
 */

import type { Link, Page, Website } from '../lib/api/schemas';
import { makeLink as baseLink, makeWebsite as baseWebsite } from './fake-api';

const CREATED = '2024-03-20T14:53:26.000000Z';

export function makeLink(overrides: Partial<Link> = {}): Link {
  const id = overrides.id ?? 1;
  const alias = overrides.alias ?? `a${id}`;
  return baseLink({
    id,
    alias,
    url: `https://example.com/${id}`,
    shortUrl: `https://sho.rt/${alias}`,
    title: `Page ${id}`,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  });
}

export function makeWebsite(overrides: Partial<Website> = {}): Website {
  return baseWebsite({ id: 1, createdAt: CREATED, ...overrides });
}

export function pageOf<T>(items: T[], page = 1, lastPage = 1, total = items.length, perPage = 25): Page<T> {
  return { items, page, lastPage, total, perPage };
}
