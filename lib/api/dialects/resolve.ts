/** Settling the dialect before a request that needs it (the strategy is described in detect.ts). */
import { type ApiContext, PATHS, send, sendOptional } from '../context';
import { unwrapList, unwrapSingle } from '../records/envelope';
import { hasDefaultDomainKey, parseAccount } from '../records/resources';
import type { Dialect, LinkListQuery, WebsiteListQuery } from '../schemas';
import type { CallOptions } from '../types';
import { classicDialect } from './classic';
import { currentDialect } from './current';
import type { Service, WireQuery } from './types';

export interface Resolved {
  dialect: Dialect;
  /** True when no record told: the dialect is an assumption for this one request. */
  guessed: boolean;
}

/** Can this query be sent before the dialect is known (see detect.ts)? */
export function isNeutralLinkQuery(query: LinkListQuery): boolean {
  return query.status !== 'disabled' && query.sort !== 'most_clicks' && query.sort !== 'fewest_clicks';
}

/** Both spellings of each filter; on the shared keys (sort, status, per_page) both encoders agree. */
export function neutralLinkListQuery(query: LinkListQuery): WireQuery {
  return { ...classicDialect.encodeLinkListQuery(query), ...currentDialect.encodeLinkListQuery(query) };
}

export function neutralWebsiteListQuery(query: WebsiteListQuery): WireQuery {
  return { ...classicDialect.encodeWebsiteListQuery(query), ...currentDialect.encodeWebsiteListQuery(query) };
}

/** Only current servers send `default_domain`; the answer also primes the default-domain cache. */
async function dialectFromAccount(context: ApiContext, options?: CallOptions): Promise<Dialect | null> {
  const response = await sendOptional(context, 'links', { method: 'GET', path: PATHS.account }, options);
  if (!response) return null;
  const raw = unwrapSingle(response.body, 'account');
  if (!hasDefaultDomainKey(raw)) return null;
  context.defaultDomain ??= Promise.resolve(parseAccount(raw).defaultDomain);
  return 'current';
}

/**
 * The service's dialect, probing when unknown. `recordId` probes that record (an update) instead
 * of the first list page.
 */
export async function resolveDialect(
  context: ApiContext,
  service: Service,
  options?: CallOptions,
  recordId?: number,
): Promise<Resolved> {
  const known = context.dialects.known(service);
  if (known) return { dialect: known, guessed: false };
  const path = PATHS[service];
  const records =
    recordId === undefined
      ? unwrapList(
          (await send(context, service, { method: 'GET', path, query: { per_page: 10 } }, options)).body,
          service,
        )
      : [
          unwrapSingle(
            (await send(context, service, { method: 'GET', path: `${path}/${recordId}` }, options)).body,
            service,
          ),
        ];
  const detected = context.dialects.observe(service, records);
  if (detected) return { dialect: detected, guessed: false };
  const fromAccount = service === 'links' ? await dialectFromAccount(context, options) : null;
  if (fromAccount) {
    context.dialects.settle(service, fromAccount);
    return { dialect: fromAccount, guessed: false };
  }
  return { dialect: 'classic', guessed: true };
}
