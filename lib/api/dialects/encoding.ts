/** Small encoding helpers shared by both dialect adapters. */

import { withoutUndefined } from '../objects';
import { PRIVACY, type Privacy, type TargetRow, type WebsiteUpdateInput } from '../schemas';
import type { WireForm, WireQuery, WireValue } from './types';

/** Drops undefined entries: an update sends only the fields it was given (null stays: it clears). */
export const compact = withoutUndefined;

/** Drops undefined and empty entries: an empty search is no search. */
export function compactQuery(query: WireQuery): WireQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

/** Both dialects number privacy 0 public, 1 private, 2 password. */
export function privacyCode(privacy: Privacy | undefined): number | undefined {
  return privacy === undefined ? undefined : PRIVACY.indexOf(privacy);
}

export function flag(value: boolean | undefined): 0 | 1 | undefined {
  return value === undefined ? undefined : value ? 1 : 0;
}

/**
 * The one spelling of "no items" that both dialects' servers act on: `k[]=`, a list holding one
 * empty item. They sync the pivot table with `array_filter($request->input('k'))` whenever the key
 * is present; Laravel's ConvertEmptyStringsToNull turns the empty item into null, array_filter
 * drops it, and the sync detaches everything. A bare `k=` is worse than useless: it becomes null,
 * the key still counts as present (`has()`), and `array_filter(null)` throws: a 500 after the
 * other fields of the update may already be saved. An empty list sends nothing at all.
 */
export const CLEARED_LIST: WireValue = [null];

/**
 * A click limit; null (no limit) goes out as 0, which both dialects define as "no limit" and
 * every server stores as such. An empty value would reach the controller as null and be written
 * to the column as NULL: fine where the column is nullable, a database error where it is not.
 */
export function clicksLimit(limit: number | null | undefined): number | undefined {
  return limit === null ? 0 : limit;
}

/** `[x]` -> `[x]`; on update an empty list clears (CLEARED_LIST); on create it is left out. */
export function idList(ids: number[] | undefined, isUpdate: boolean): WireValue {
  if (ids === undefined) return undefined;
  return ids.length === 0 && isUpdate ? CLEARED_LIST : ids;
}

/** Rotation rows carry a value only; every other type a key and a value. */
export function targetRows(rows: TargetRow[] | undefined, withKey: boolean): WireValue {
  return (rows ?? []).map((row) =>
    withKey ? { key: row.key ?? '', value: row.value } : { value: row.value },
  );
}

export function joinIps(ips: string[] | undefined): string | undefined {
  return ips
    ?.map((ip) => ip.trim())
    .filter(Boolean)
    .join('\n');
}

/** Renames the head of a dotted wire field (`country.0.key`) by `table`; unknown heads -> camelCase. */
export function renameField(wireField: string, table: Record<string, string>): string {
  const [head = '', ...rest] = wireField.split('.');
  const name = table[head] ?? head.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  return [name, ...rest].join('.');
}

/**
 * Both adapters' `fieldName`: the links table for links (the default), else the websites one.
 * Written once here, not in each adapter: one mapping, so the two cannot disagree.
 */
export const fieldNamer =
  (links: Record<string, string>, websites: Record<string, string>) =>
  (wireField: string, service = 'links'): string =>
    renameField(wireField, service === 'links' ? links : websites);

/** The website settings: named and encoded alike by both dialects (create and update). */
export function websiteSettings(input: WebsiteUpdateInput): WireForm {
  return compact({
    privacy: privacyCode(input.privacy),
    password: input.password,
    email: flag(input.emailReports),
    exclude_bots: flag(input.excludeBots),
    exclude_ips: joinIps(input.excludeIps),
  });
}
