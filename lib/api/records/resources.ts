/** Parsers for the optional resources: domains, spaces, pixels (named lists) and the account. */
import type { Account } from '../schemas';
import { asRecord, badResponse, type RawRecord, readInt, readNamedRef, readString } from './values';

export { readNamedRef } from './values';

/** `default_domain` may be an id, a numeric string or a domain object. */
function readDefaultDomain(record: RawRecord): number | null {
  const value = record.default_domain;
  const id = readInt(value, null) ?? readNamedRef(value)?.id ?? null;
  return id !== null && id >= 1 ? id : null;
}

export function parseAccount(raw: unknown): Account {
  const record = asRecord(raw);
  if (!record) throw badResponse('an account that is not an object');
  return {
    id: readInt(record.id, null),
    name: readString(record.name),
    email: readString(record.email),
    defaultDomain: readDefaultDomain(record),
  };
}

/** Does an account record carry the current dialect's `default_domain` key at all? */
export function hasDefaultDomainKey(raw: unknown): boolean {
  return asRecord(raw) !== null && 'default_domain' in (raw as RawRecord);
}
