/** Parsers for the optional resources: domains, spaces, pixels (named lists) and the account. */
import type { Account } from '../schemas';
import { asRecord, badResponse, type RawRecord, readInt, readNamedRef, readString } from './values';

export { readNamedRef } from './values';

export function parseAccount(raw: unknown): Account {
  const record = asRecord(raw);
  if (!record) throw badResponse('an account that is not an object');
  return {
    id: readInt(record.id, null),
    name: readString(record.name),
    email: readString(record.email),
    // An id, a numeric string or a domain object.
    defaultDomain: readNamedRef(record.default_domain)?.id ?? null,
  };
}

/** Does an account record carry the current dialect's `default_domain` key at all? */
export function hasDefaultDomainKey(raw: unknown): boolean {
  return asRecord(raw) !== null && 'default_domain' in (raw as RawRecord);
}
