/**
 * Which dialect a server speaks, told from the records it returns (docs/API.md 6, "Telling them
 * apart"): a link with `targets_type` or `redirect_password` is current, one with `target_type`
 * or `country_target` classic; a website with `domain` and no `url` is current, with `url` classic.
 *
 * Strategy with `dialect: 'auto'` (each service on its own: links and analytics may differ):
 * - Reads before the dialect is known send a query both dialects understand: both spellings of
 *   each filter (`by`+`search_by`, `space`+`space_id`, `domain`+`domain_id`), per_page rounded up
 *   to 10/25/50/100 (valid everywhere), and for the sort only what means the same in both:
 *   newest/oldest = `sort=desc|asc` (+ `sort_by=id`, ignored by classic). most_clicks /
 *   fewest_clicks (`sort=max|min` vs `sort_by=clicks`) and status "disabled" (classic only)
 *   cannot be said neutrally: those reads probe first. The first records seen settle the dialect
 *   and `onDialectDetected` is called once.
 * - Writes need the dialect (different field names, and `password` flips meaning): when unknown,
 *   probe with a cheap `GET list?per_page=10` (an update probes its own record instead: it exists
 *   and is read anyway). No records at all: links ask `GET /api/v1/account`, whose
 *   `default_domain` only current servers send; otherwise classic is assumed for that one request
 *   without reporting it (a guess must not be stored) — the record the write returns settles it.
 *   A website create on such a guess sends both `url` and `domain` (each server ignores the
 *   other's name); website updates are spelled alike in both dialects and never probe.
 */
import { asRecord } from '../records/values';
import type { Dialect } from '../schemas';
import { classicDialect } from './classic';
import { currentDialect } from './current';
import type { DialectAdapter, Service } from './types';

const ADAPTERS: Record<Dialect, DialectAdapter> = { classic: classicDialect, current: currentDialect };

export function adapterOf(dialect: Dialect): DialectAdapter {
  return ADAPTERS[dialect];
}

/**
 * With the dialect known, its adapter's encoding; else both merged: a list query both kinds of
 * server understand (current winning on the keys both send: per_page rounded to what it accepts).
 */
export function encodeFor<T extends object>(
  dialect: Dialect | null,
  encode: (adapter: DialectAdapter) => T,
): T {
  return dialect ? encode(ADAPTERS[dialect]) : { ...encode(classicDialect), ...encode(currentDialect) };
}

const keysOf = (raw: unknown) => new Set(Object.keys(asRecord(raw) ?? {}));

export function detectLinkDialect(raw: unknown): Dialect | null {
  const keys = keysOf(raw);
  if (keys.has('targets_type') || keys.has('redirect_password')) return 'current';
  if (keys.has('target_type') || keys.has('country_target')) return 'classic';
  return null;
}

export function detectWebsiteDialect(raw: unknown): Dialect | null {
  const keys = keysOf(raw);
  if (keys.has('url')) return 'classic';
  return keys.has('domain') ? 'current' : null;
}

export function detectDialect(service: Service, records: unknown[]): Dialect | null {
  return records.map(service === 'links' ? detectLinkDialect : detectWebsiteDialect).find(Boolean) ?? null;
}

export interface DialectState {
  /** The settled dialect, or null while unknown. */
  known(service: Service): Dialect | null;
  /** The adapter to read with: the settled one, else classic (the parsers are tolerant). */
  adapterFor(service: Service): DialectAdapter;
  /** Learns from records; settles (and reports, once) on the first that tells. */
  observe(service: Service, records: unknown[]): Dialect | null;
  settle(service: Service, dialect: Dialect): void;
}

export function createDialectState(
  configured: Dialect | 'auto' = 'auto',
  onDetected?: (service: Service, dialect: Dialect) => void,
  detected: { links?: Dialect | null; websites?: Dialect | null } = {},
): DialectState {
  const fixed = configured === 'auto' ? null : configured;
  // Known from an earlier client: settled without reporting again (it is already stored).
  const settled: Record<Service, Dialect | null> = {
    links: fixed ?? detected.links ?? null,
    websites: fixed ?? detected.websites ?? null,
  };
  const state: DialectState = {
    known: (service) => settled[service],
    adapterFor: (service) => ADAPTERS[settled[service] ?? 'classic'],
    settle(service, dialect) {
      if (settled[service]) return;
      settled[service] = dialect;
      onDetected?.(service, dialect);
    },
    observe(service, records) {
      const dialect = settled[service] ?? detectDialect(service, records);
      if (dialect) state.settle(service, dialect);
      return dialect;
    },
  };
  return state;
}
