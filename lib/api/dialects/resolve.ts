/** Settling the dialect before a request that needs it (the strategy is described in detect.ts). */
import { type ApiContext, apiPath, send } from '../context';
import { unwrapList, unwrapSingle } from '../records/envelope';
import { hasDefaultDomainKey, parseAccount } from '../records/resources';
import { accountRecord } from '../resources';
import type { Dialect, LinkListQuery } from '../schemas';
import type { CallOptions } from '../types';
import type { Service } from './types';

/** Can this query be sent before the dialect is known (see detect.ts)? */
export function isNeutralLinkQuery(query: LinkListQuery): boolean {
  return query.status !== 'disabled' && query.sort !== 'most_clicks' && query.sort !== 'fewest_clicks';
}

/** Only current servers send `default_domain`; the answer also primes the default-domain cache. */
async function dialectFromAccount(context: ApiContext, options?: CallOptions): Promise<Dialect | null> {
  const raw = await accountRecord(context, options);
  if (!hasDefaultDomainKey(raw)) return null;
  context.defaultDomain ??= Promise.resolve(parseAccount(raw).defaultDomain);
  return 'current';
}

/**
 * The service's dialect, probing when unknown. `recordId` probes that record (an update) instead
 * of the first list page. When nothing tells, classic is assumed for this one request and the
 * dialect stays unknown (`known()` is still null: a guess must not be stored).
 */
export async function resolveDialect(
  context: ApiContext,
  service: Service,
  options?: CallOptions,
  recordId?: number,
): Promise<Dialect> {
  const known = context.dialects.known(service);
  if (known) return known;
  const path = apiPath(service);
  const probe =
    recordId === undefined
      ? { method: 'GET' as const, path, query: { per_page: 10 } }
      : { method: 'GET' as const, path: `${path}/${recordId}` };
  const { body } = await send(context, service, probe, options);
  const records = recordId === undefined ? unwrapList(body, service) : [unwrapSingle(body, service)];
  const detected =
    context.dialects.observe(service, records) ??
    (service === 'links' ? await dialectFromAccount(context, options) : null);
  if (detected) context.dialects.settle(service, detected);
  return detected ?? 'classic';
}
