/**
 * The link form model shared by the popup and the manager: the values as the inputs hold them
 * (strings and booleans, so nothing the user typed is ever reformatted or lost), and the
 * conversion to the create input. Editing an existing link (manager only) is link-form-edit.ts,
 * kept apart so the popup, which never edits, does not load it before it can be typed into.
 */
import type { LinkCreateInput, Privacy, TargetRow, TargetsType } from '../api/schemas';

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

/** '' -> undefined; anything else -> a number (NaN for junk, which the schema then rejects). */
export function toNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

export function trimmed(text: string): string | undefined {
  const value = text.trim();
  return value === '' ? undefined : value;
}

/** Rows with anything typed in them; keys normalized to the case the server expects. */
export function targetRows(v: LinkFormValue): TargetRow[] {
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

export const pixelIds = (v: LinkFormValue) => v.pixels.filter((p) => p.trim() !== '').map((p) => Number(p));

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

/**
 * Does the link form show this server field's messages at a field of its own? (`targets.0.key` ->
 * targets.) Those stay at the field and out of the form's alert.
 */
export function isLinkFormField(field: string): boolean {
  const head = field.split('.')[0] ?? field;
  return Object.hasOwn(emptyLinkForm(), head);
}
