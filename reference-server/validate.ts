/**
 * Laravel-like input handling and validation helpers. The request body goes through what
 * Laravel's global middleware does before any rule runs: strings are trimmed (except
 * passwords) and empty strings become null. So `alias=` means "null", and a rule sees
 * "present but null" differently from "absent".
 */
import type { FieldErrors } from './respond.ts';

export type Input = Record<string, unknown>;

export function normalizeInput(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    const v = key.includes('password') ? value : value.trim();
    return v === '' ? null : v;
  }
  if (Array.isArray(value)) return value.map((v) => normalizeInput(v));
  if (value && typeof value === 'object') {
    const out: Input = {};
    for (const [k, v] of Object.entries(value)) out[k] = normalizeInput(v, k);
    return out;
  }
  return value;
}

export function asInput(body: unknown): Input {
  const n = normalizeInput(body);
  return n && typeof n === 'object' && !Array.isArray(n) ? (n as Input) : {};
}

/** "expiration_date" -> "Expiration date" (the attribute name inside messages). */
export function label(field: string): string {
  const s = field.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export class Errors {
  readonly fields: FieldErrors = {};
  add(field: string, message: string): void {
    const list = this.fields[field] ?? [];
    list.push(message);
    this.fields[field] = list;
  }
  has(field: string): boolean {
    return field in this.fields;
  }
  get any(): boolean {
    return Object.keys(this.fields).length > 0;
  }
}

export const has = (input: Input, key: string): boolean => Object.hasOwn(input, key);
export const filled = (input: Input, key: string): boolean => input[key] !== undefined && input[key] !== null;

/** Laravel's `integer` rule (filter_var FILTER_VALIDATE_INT), booleans as 0/1. */
export function toInt(v: unknown): number | null {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v === 'string' && /^[+-]?\d{1,15}$/.test(v)) return Number(v);
  return null;
}

/** An integer rule restricted to a set of values (`in:0,1,2`); adds the error, returns null when invalid. */
export function intIn<T extends number>(
  e: Errors,
  field: string,
  v: unknown,
  allowed: readonly T[],
): T | null {
  const n = toInt(v);
  if (n === null) {
    e.add(field, `The ${label(field)} must be an integer.`);
    return null;
  }
  if (!(allowed as readonly number[]).includes(n)) {
    e.add(field, `The selected ${label(field)} is invalid.`);
    return null;
  }
  return n as T;
}

export function str(e: Errors, field: string, v: unknown, max: number, min = 0): string | null {
  if (typeof v !== 'string' && typeof v !== 'number') {
    e.add(field, `The ${label(field)} must be a string.`);
    return null;
  }
  const s = String(v);
  if (s.length > max) {
    e.add(field, `The ${label(field)} may not be greater than ${max} characters.`);
    return null;
  }
  if (s.length < min) {
    e.add(field, `The ${label(field)} must be at least ${min} characters.`);
    return null;
  }
  return s;
}

/** Laravel's `url` rule, roughly: an absolute URL with a scheme (and a host for web schemes). */
export function isUrl(s: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(s) || /\s/.test(s)) return false;
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    return false;
  }
  if (['http:', 'https:', 'ftp:', 'ws:', 'wss:'].includes(u.protocol)) return u.hostname !== '';
  return true;
}

export function url(e: Errors, field: string, v: unknown, max = 2048): string | null {
  const s = str(e, field, v, max);
  if (s === null) return null;
  if (!isUrl(s)) {
    e.add(field, `The ${label(field)} format is invalid.`);
    return null;
  }
  return s;
}

export function required(e: Errors, field: string): void {
  e.add(field, `The ${label(field)} field is required.`);
}

/** The validated changes without the fields that were not given. */
export function definedOnly<T extends object>(patch: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}
