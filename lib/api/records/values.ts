/**
 * Tolerant readers for single wire values (docs/API.md section 5): real servers send numbers as
 * numeric strings, flags as 0/1/"0"/"1"/true/false, dates in two formats, and `null` for
 * anything that was not sent. Each reader takes `unknown` and never throws.
 */
import { ApiError } from '../errors';
import type { NamedRef } from '../schemas';

export type RawRecord = Record<string, unknown>;

export function badResponse(message: string): ApiError {
  return new ApiError({
    code: 'bad_response',
    message: `Unexpected answer from the server: ${message}`,
  });
}

export function asRecord(value: unknown): RawRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RawRecord) : null;
}

/** A finite integer from a number or a numeric string; `fallback` otherwise. */
export function readInt<T>(value: unknown, fallback: T): number | T {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.trunc(number) : fallback;
}

const TRUE_VALUES = new Set<unknown>([true, 1, '1', 'true']);

/** 1, "1", true and "true" are set; everything else (0, "0", false, null, missing) is not. */
export function readFlag(value: unknown, fallback = false): boolean {
  if (value === null || value === undefined || value === '') return fallback;
  return TRUE_VALUES.has(value);
}

/** Is a secret set? Booleans/flags as such; a non-empty string (a plain-text secret) means yes. */
export function readSecretIsSet(value: unknown): boolean {
  if (typeof value === 'string' && !['0', '1', 'true', 'false', ''].includes(value)) return true;
  return readFlag(value);
}

export function readString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

/** A whole number of at least 1 (an id, a page number), else null. */
export function readPositiveInt(value: unknown): number | null {
  const number = readInt(value, 0);
  return number >= 1 ? number : null;
}

/** A count: negative or unreadable values are 0. */
export const readCount = (value: unknown) => Math.max(readInt(value, 0), 0);

const SQL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/**
 * ISO 8601 or `YYYY-MM-DD HH:MM:SS` -> ISO string; anything else -> null. A date-time without a
 * zone is read as UTC: Laravel stores and serializes in the app timezone, which is UTC by default.
 */
export function readDate(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const sql = SQL_DATE_TIME.exec(text);
  const time = Date.parse(sql ? `${sql[1]}T${sql[2]}Z` : text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** `{id, name}` objects (extra keys ignored) or a bare id; null when there is no usable id. */
export function readNamedRef(value: unknown): NamedRef | null {
  const record = asRecord(value);
  const id = readPositiveInt(record ? record.id : value);
  if (id === null) return null;
  const name = record && (readString(record.name) ?? readString(record.title) ?? readString(record.url));
  return { id, name: name ?? String(id) };
}

export function readNamedRefs(value: unknown): NamedRef[] {
  if (!Array.isArray(value)) return [];
  return value.map(readNamedRef).filter((ref): ref is NamedRef => ref !== null);
}

/** The record's id, required: a record without one cannot be shown, edited or deleted. */
export function readId(record: RawRecord, what: string): number {
  const id = readPositiveInt(record.id);
  if (id === null) throw badResponse(`a ${what} without an id`);
  return id;
}
