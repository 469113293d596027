/**
 * What a link update asked for that the saved record does not show. Servers answer a write with
 * the record as stored, and some skip part of a request without a word (a list spelled in a way
 * they do not act on, a feature the plan lacks, an older release). So the answer is compared with
 * the request, field by field, and every difference becomes a notice next to its field instead of
 * a plain "Saved". The save did happen: nothing here retries it.
 *
 * The notices' wording is in link-update-notices.ts (this file stays free of the extension's
 * i18n, so the contract tests run it against the reference server in Node).
 *
 * Set dates are not compared: servers convert them from the account's time zone, so a different
 * wall-clock time in the answer is expected. A cleared date that comes back is not.
 */
import type { Link, LinkUpdateInput, NamedRef, TargetRow } from '../api/schemas';

export type Difference =
  /** Asked to clear; the record still holds a value. */
  | { field: string; kind: 'kept' }
  /** Asked for a value; the record holds another one (the form shows which). */
  | { field: string; kind: 'other' }
  /** A secret was sent; the record says none is set. */
  | { field: string; kind: 'notSet' }
  /** Items the update removed that the record still lists (pixel names, target rows). */
  | { field: 'pixels' | 'targets'; kind: 'keptItems'; items: string[] }
  /** Pixels the update added that the record does not list. */
  | { field: 'pixels'; kind: 'missingItems'; items: string[] };

const rowText = (row: TargetRow) => (row.key ? `${row.key} → ${row.value}` : row.value);
const sameRow = (a: TargetRow, b: TargetRow) => (a.key ?? '') === (b.key ?? '') && a.value === b.value;

/** `pixelNames`: the account's pixels (server lists), to name the ones the record lacks. */
export function updateDifferences(
  input: LinkUpdateInput,
  saved: Link,
  pixelNames: readonly NamedRef[] = [],
): Difference[] {
  const out: Difference[] = [];
  const differs = (field: string, asked: unknown, stored: unknown) => {
    if (asked === undefined || asked === stored) return;
    out.push({ field, kind: asked === null ? 'kept' : 'other' });
  };
  const secret = (field: string, asked: string | null | undefined, isSet: boolean) => {
    if (asked === null && isSet) out.push({ field, kind: 'kept' });
    if (typeof asked === 'string' && !isSet) out.push({ field, kind: 'notSet' });
  };

  differs('url', input.url, saved.url);
  differs('alias', input.alias, saved.alias || null);
  secret('password', input.password, saved.hasPassword);
  differs('space', input.space, saved.space?.id ?? null);
  differs('domain', input.domain, saved.domain?.id ?? null);
  differs('disabled', input.disabled, saved.disabled);
  differs('privacy', input.privacy, saved.privacy);
  // Clearing it is not checked: without privacy "password" a stored one is unused, and servers keep it.
  if (typeof input.privacyPassword === 'string')
    secret('privacyPassword', input.privacyPassword, saved.hasPrivacyPassword);
  if (input.expirationDate === null && saved.endsAt !== null)
    out.push({ field: 'expirationDate', kind: 'kept' });
  // 0 and null both mean "no limit", which the record shows as 0.
  if (input.expirationClicks !== undefined) {
    const asked = input.expirationClicks ?? 0;
    if (saved.expirationClicks !== asked)
      out.push({ field: 'expirationClicks', kind: asked === 0 ? 'kept' : 'other' });
  }
  differs('expirationUrl', input.expirationUrl, saved.expirationUrl);
  differs('sensitiveContent', input.sensitiveContent, saved.sensitiveContent);
  if (input.pixels) out.push(...pixelDifferences(input.pixels, saved.pixels, pixelNames));
  if (input.targetsType) out.push(...targetDifferences(input, saved));
  return out;
}

function pixelDifferences(asked: number[], stored: NamedRef[], names: readonly NamedRef[]): Difference[] {
  const out: Difference[] = [];
  const kept = stored
    .filter((pixel) => !asked.includes(pixel.id))
    .map((pixel) => pixel.name || String(pixel.id));
  if (kept.length > 0) out.push({ field: 'pixels', kind: 'keptItems', items: kept });
  const missing = asked
    .filter((id) => !stored.some((pixel) => pixel.id === id))
    .map((id) => names.find((pixel) => pixel.id === id)?.name || String(id));
  if (missing.length > 0) out.push({ field: 'pixels', kind: 'missingItems', items: missing });
  return out;
}

function targetDifferences(input: LinkUpdateInput, saved: Link): Difference[] {
  if (input.targetsType === 'none') {
    return saved.targetsType === 'none' ? [] : [{ field: 'targetsType', kind: 'kept' }];
  }
  if (saved.targetsType !== input.targetsType) return [{ field: 'targetsType', kind: 'other' }];
  const asked = input.targets ?? [];
  const out: Difference[] = [];
  const kept = saved.targets.filter((row) => !asked.some((other) => sameRow(row, other)));
  if (kept.length > 0) out.push({ field: 'targets', kind: 'keptItems', items: kept.map(rowText) });
  if (asked.some((row) => !saved.targets.some((other) => sameRow(row, other)))) {
    out.push({ field: 'targets', kind: 'other' });
  }
  return out;
}
