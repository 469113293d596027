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
    timeZone: readTimeZone(record.timezone),
  };
}

/**
 * An IANA zone name this runtime knows, else null: Intl.DateTimeFormat throws a RangeError on an
 * unknown `timeZone`, and a zone the browser cannot use cannot count the account's days anyway.
 */
export function readTimeZone(value: unknown): string | null {
  const name = readString(value)?.trim();
  if (!name) return null;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: name });
    return name;
  } catch {
    return null;
  }
}

/** Does an account record carry the current dialect's `default_domain` key at all? */
export function hasDefaultDomainKey(raw: unknown): boolean {
  return asRecord(raw) !== null && 'default_domain' in (raw as RawRecord);
}
