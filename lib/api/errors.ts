/**
 * The one error type of the project. Every failure a user can meet ends up as an ApiError with a
 * stable `code`; pages branch on `code` (never on `instanceof`, never on message text: servers
 * localize their messages). It crosses the message boundary as plain `ApiErrorData`.
 */
import { withoutUndefined } from './objects';

export const API_ERROR_CODES = [
  'unauthorized', // 401: missing or wrong API key
  'forbidden', // 403: the key's plan has no API access
  'not_found', // 404: unknown id, not the key owner's, or no API at that URL
  'validation', // 422 from the server, or an input rejected before sending
  'rate_limited', // 429, or X-RateLimit-Remaining spent on an interactive action
  'server', // 5xx
  'network', // unreachable, connection reset, DNS, CORS/permission blocked fetch
  'timeout', // no answer within the timeout
  'bad_response', // redirect, HTML instead of JSON, JSON of the wrong shape
  'not_configured', // no API key or base URL saved yet
  'permission_missing', // the host permission for the base URL was not granted
  'unsupported_url', // a tab URL that cannot be shortened (chrome:, about:, file:, ...)
  'cancelled', // the caller aborted (closing a dialog, cancelling a bulk job)
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Field name (normalized, camelCase) -> messages, for `validation` errors. */
export type FieldErrors = Record<string, string[]>;

/** The plain-object form of an ApiError: what crosses `runtime.sendMessage`. */
export interface ApiErrorData {
  code: ApiErrorCode;
  message: string;
  status?: number;
  fields?: FieldErrors;
  /** Seconds to wait before trying again (rate limits). */
  retryAfter?: number;
  /** Why, where a code alone does not say it: `stats_unsupported` = a 404 because the server has no statistics route. */
  reason?: 'stats_unsupported';
}

export class ApiError extends Error {
  // Declared, not initialized: only the keys the data sets become properties (toJSON likewise).
  declare readonly code: ApiErrorCode;
  declare readonly status?: number;
  declare readonly fields?: FieldErrors;
  declare readonly retryAfter?: number;
  declare readonly reason?: ApiErrorData['reason'];

  constructor({ message, ...rest }: ApiErrorData) {
    super(message);
    this.name = 'ApiError';
    Object.assign(this, withoutUndefined(rest));
  }

  toJSON(): ApiErrorData {
    const { code, message, status, fields, retryAfter, reason } = this;
    return withoutUndefined({ code, message, status, fields, retryAfter, reason });
  }

  static from(data: ApiErrorData): ApiError {
    return new ApiError(data);
  }
}

/** Adds messages to a field of `fields` (created on first use). */
export function addFieldMessages(fields: FieldErrors, field: string, messages: string[]): void {
  fields[field] = [...(fields[field] ?? []), ...messages];
}

export function isApiErrorData(value: unknown): value is ApiErrorData {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return (
    typeof message === 'string' &&
    typeof code === 'string' &&
    (API_ERROR_CODES as readonly string[]).includes(code)
  );
}

/** Turns anything thrown into ApiErrorData; unknown throws become `bad_response` (a bug, not a user error). */
export function toApiErrorData(error: unknown): ApiErrorData {
  if (error instanceof ApiError) return error.toJSON();
  if (isApiErrorData(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'bad_response', message: `Unexpected error: ${message}` };
}

/** A 404 that means "this server has no statistics route" (an older release), not a missing record. */
export function isStatsUnsupported(error: unknown): boolean {
  return isApiErrorData(error) && error.reason === 'stats_unsupported';
}
