/**
 * The link form for editing an existing link (the manager): the form from a record, and the
 * update input that sends only what changed. The popup only creates, so this stays out of it.
 */
import type { Link, LinkUpdateInput } from '../api/schemas';
import {
  type LinkFormValue,
  pixelIds,
  type TargetRowValue,
  targetRows,
  toNumber,
  trimmed,
} from '../shared/link-form';

/**
 * The date and time as the server wrote them (`2030-01-02T03:04:05Z` or `2030-01-02 03:04:05`):
 * taken literally, so an untouched expiry is sent back exactly as it came.
 */
function splitDateTime(value: string | null): [string, string] {
  const match = value?.match(/^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/);
  return match ? [match[1]!, match[2]!] : ['', ''];
}

export function linkFormFromRecord(link: Link): LinkFormValue {
  const [expirationDate, expirationTime] = splitDateTime(link.endsAt);
  return {
    url: link.url,
    alias: link.alias,
    password: '',
    space: link.space ? String(link.space.id) : '',
    domain: link.domain ? String(link.domain.id) : '',
    pixels: link.pixels.map((pixel) => String(pixel.id)),
    disabled: link.disabled,
    privacy: link.privacy,
    privacyPassword: '',
    expirationDate,
    expirationTime,
    expirationClicks: link.expirationClicks > 0 ? String(link.expirationClicks) : '',
    expirationUrl: link.expirationUrl ?? '',
    targetsType: link.targetsType,
    targets: link.targets.map((row) => ({ key: row.key ?? '', value: row.value })),
    sensitiveContent: link.sensitiveContent,
  };
}

const sameRows = (a: TargetRowValue[], b: TargetRowValue[]) =>
  a.length === b.length && a.every((row, i) => row.key === b[i]?.key && row.value === b[i]?.value);

/**
 * The update input: ONLY the fields that differ from `original` (PATCH semantics). A cleared
 * optional field becomes null (the server clears it). Empty passwords mean "keep".
 */
export function toUpdateInput(v: LinkFormValue, original: LinkFormValue): LinkUpdateInput {
  const input: LinkUpdateInput = {};
  const changed = (key: keyof LinkFormValue) => v[key] !== original[key];
  if (changed('url')) input.url = v.url.trim();
  if (changed('alias')) input.alias = trimmed(v.alias) ?? null;
  if (changed('password') && v.password !== '') input.password = v.password;
  if (changed('space')) input.space = toNumber(v.space) ?? null;
  if (changed('domain')) input.domain = toNumber(v.domain) ?? null;
  if (v.pixels.join(',') !== original.pixels.join(',')) input.pixels = pixelIds(v);
  if (changed('disabled')) input.disabled = v.disabled;
  if (changed('privacy')) input.privacy = v.privacy;
  // A new statistics password travels with the privacy it belongs to, even when the link already
  // has it: lib/api only sends one with privacy "password" in the same call (the current dialect
  // names it `password`, which must never go out alone), and every server reads the pair alike.
  if (
    v.privacy === 'password' &&
    v.privacyPassword !== '' &&
    (changed('privacyPassword') || changed('privacy'))
  ) {
    input.privacy = 'password';
    input.privacyPassword = v.privacyPassword;
  }
  // The server wants the date and the time together: send both when either changed.
  if (changed('expirationDate') || changed('expirationTime')) {
    input.expirationDate = trimmed(v.expirationDate) ?? null;
    input.expirationTime = trimmed(v.expirationTime) ?? null;
  }
  if (changed('expirationClicks')) input.expirationClicks = toNumber(v.expirationClicks) ?? null;
  if (changed('expirationUrl')) input.expirationUrl = trimmed(v.expirationUrl) ?? null;
  // Rows only mean something with their type: send both when either changed.
  if (changed('targetsType') || !sameRows(v.targets, original.targets)) {
    input.targetsType = v.targetsType;
    input.targets = v.targetsType === 'none' ? [] : targetRows(v);
  }
  if (changed('sensitiveContent')) input.sensitiveContent = v.sensitiveContent;
  return input;
}
