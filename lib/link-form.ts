/**
 * The link form model shared by the popup and the manager: the values as the inputs hold them
 * (strings and booleans, so nothing the user typed is ever reformatted or lost), and the
 * conversions to the normalized API inputs.
 */
import type { Link, LinkCreateInput, LinkUpdateInput, Privacy, TargetRow, TargetsType } from './api/schemas';

export interface TargetRowValue {
  key: string;
  value: string;
}

export interface LinkFormValue {
  url: string;
  alias: string;
  /** The redirect password; in edit mode empty means "keep the current one". */
  password: string;
  /** Ids as typed or picked; '' = none (server default). */
  space: string;
  domain: string;
  /** Pixel ids as strings (a multi-select's values, or parsed from a comma list). */
  pixels: string[];
  disabled: boolean;
  privacy: Privacy;
  /** Statistics password; only used with privacy 'password'. Empty in edit mode = keep. */
  privacyPassword: string;
  /** YYYY-MM-DD and HH:MM, as <input type="date|time"> hold them. */
  expirationDate: string;
  expirationTime: string;
  expirationClicks: string;
  expirationUrl: string;
  targetsType: TargetsType;
  targets: TargetRowValue[];
  sensitiveContent: boolean;
}

/** The fields visible without opening "More options". */
export const MAIN_FIELDS = ['url', 'alias', 'password'] as const;

export function emptyLinkForm(url = ''): LinkFormValue {
  return {
    url,
    alias: '',
    password: '',
    space: '',
    domain: '',
    pixels: [],
    disabled: false,
    privacy: 'public',
    privacyPassword: '',
    expirationDate: '',
    expirationTime: '',
    expirationClicks: '',
    expirationUrl: '',
    targetsType: 'none',
    targets: [],
    sensitiveContent: false,
  };
}

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

/** '' -> undefined; anything else -> a number (NaN for junk, which the schema then rejects). */
function toNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

function trimmed(text: string): string | undefined {
  const value = text.trim();
  return value === '' ? undefined : value;
}

/** Rows with anything typed in them; keys normalized to the case the server expects. */
function targetRows(v: LinkFormValue): TargetRow[] {
  return v.targets
    .filter((row) => row.key.trim() !== '' || row.value.trim() !== '')
    .map((row) => {
      const value = row.value.trim();
      if (v.targetsType === 'rotations') return { value };
      let key = row.key.trim();
      if (v.targetsType === 'countries') key = key.toUpperCase();
      if (v.targetsType === 'languages') key = key.toLowerCase();
      return { key, value };
    });
}

const pixelIds = (v: LinkFormValue) => v.pixels.filter((p) => p.trim() !== '').map((p) => Number(p));

/** The create input: only what the user set (defaults and empty fields are left out). */
export function toCreateInput(v: LinkFormValue): LinkCreateInput {
  const input: LinkCreateInput = { url: v.url.trim() };
  const set = <K extends keyof LinkCreateInput>(key: K, value: LinkCreateInput[K] | undefined) => {
    if (value !== undefined) input[key] = value;
  };
  set('alias', trimmed(v.alias));
  // Passwords are taken as typed: spaces may be part of them.
  set('password', v.password === '' ? undefined : v.password);
  set('space', toNumber(v.space));
  set('domain', toNumber(v.domain));
  const pixels = pixelIds(v);
  if (pixels.length > 0) input.pixels = pixels;
  if (v.disabled) input.disabled = true;
  if (v.privacy !== 'public') input.privacy = v.privacy;
  if (v.privacy === 'password') set('privacyPassword', v.privacyPassword);
  set('expirationDate', trimmed(v.expirationDate));
  set('expirationTime', trimmed(v.expirationTime));
  set('expirationClicks', toNumber(v.expirationClicks));
  set('expirationUrl', trimmed(v.expirationUrl));
  if (v.targetsType !== 'none') {
    input.targetsType = v.targetsType;
    input.targets = targetRows(v);
  }
  if (v.sensitiveContent) input.sensitiveContent = true;
  return input;
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
  if (
    v.privacy === 'password' &&
    v.privacyPassword !== '' &&
    (changed('privacyPassword') || changed('privacy'))
  ) {
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

/** True when anything behind "More options" differs from an empty form (open it for the user). */
export function hasExtraOptions(v: LinkFormValue): boolean {
  const empty = emptyLinkForm();
  return (Object.keys(empty) as (keyof LinkFormValue)[]).some((key) => {
    if ((MAIN_FIELDS as readonly string[]).includes(key)) return false;
    if (key === 'pixels') return v.pixels.length > 0;
    if (key === 'targets') return v.targets.some((row) => row.key !== '' || row.value !== '');
    return v[key] !== empty[key];
  });
}

/** Is this server field error about a field behind "More options"? (`targets.0.key` -> targets) */
export function isExtraOptionField(field: string): boolean {
  const head = field.split('.')[0] ?? field;
  return !(MAIN_FIELDS as readonly string[]).includes(head);
}
