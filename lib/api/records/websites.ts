/**
 * Tolerant website parsers. The host is `url` on classic servers and `domain` on current ones;
 * `password` may come back as plain text: only "is one set" is kept, never the secret.
 */
import type { Website } from '../schemas';
import { readPrivacy } from './links';
import {
  asRecord,
  badResponse,
  type RawRecord,
  readDate,
  readFlag,
  readId,
  readSecretIsSet,
  readString,
} from './values';

/** `https://www.example.com/path` -> `example.com`; a bare host stays as it is (lower-cased). */
export function bareHost(value: string): string {
  return value
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./i, '')
    .toLowerCase();
}

/** One IP per line (either line ending) or an array; blanks dropped. */
export function readIpList(value: unknown): string[] {
  const lines = Array.isArray(value) ? value.map(readString) : (readString(value) ?? '').split(/\r?\n/);
  return lines.map((line) => line?.trim() ?? '').filter((line) => line !== '');
}

function parseWebsiteWith(raw: unknown, hostOf: (record: RawRecord) => unknown): Website {
  const record = asRecord(raw);
  if (!record) throw badResponse('a website that is not an object');
  return {
    id: readId(record, 'website'),
    host: bareHost(readString(hostOf(record)) ?? ''),
    // The defaults are the server's defaults on create (docs/API.md 3): private, bots excluded.
    privacy: readPrivacy(record.privacy, 'private'),
    hasPassword: readSecretIsSet(record.password),
    emailReports: readFlag(record.email),
    excludeBots: readFlag(record.exclude_bots, true),
    excludeIps: readIpList(record.exclude_ips),
    favorite: readFlag(record.favorite),
    createdAt: readDate(record.created_at),
    updatedAt: readDate(record.updated_at),
  };
}

export function parseClassicWebsite(raw: unknown): Website {
  return parseWebsiteWith(raw, (record) => record.url ?? record.domain);
}

export function parseCurrentWebsite(raw: unknown): Website {
  return parseWebsiteWith(raw, (record) => record.domain ?? record.url);
}
