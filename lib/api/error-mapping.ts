/**
 * The one place where an HTTP status and body become an ApiError (docs/API.md section 5, "Errors").
 * Branches on the status only, never on the server's message text: servers localize it.
 * Our messages are short English sentences that say what to do (pages show errorText(), the
 * localized sentence of the code, so these are for logs and tests), except a 422's: its message
 * is a check code (field-checks.ts) the page puts into words. They never contain the API key.
 * Field names in `fields` are kept exactly as the server sent them (`alias`, `country.0.value`):
 * the dialect adapter renames them to the normalized names.
 */
import { ApiError, type ApiErrorCode, type ApiErrorData, addFieldMessages, type FieldErrors } from './errors';
import { check } from './field-checks';
import { parseRetryAfter, retryAfterSeconds } from './rate-limit';
import { asRecord } from './records/values';

/** Status 0 (an opaque redirect) is no status. Undefined `extra` entries are dropped by ApiError. */
export const fail = (code: ApiErrorCode, message: string, status?: number, extra?: Partial<ApiErrorData>) =>
  new ApiError({ code, message, status: status || undefined, ...extra });

/** `3 seconds`, `1 second`. */
const seconds = (count: number) => `${count} second${count === 1 ? '' : 's'}`;

const IN_OPTIONS = 'in Options.';
const CHECK_BASE_URL = `check the base URL ${IN_OPTIONS}`;
const TRY_AGAIN = 'try again in a moment.';
const TOO_LARGE = check('request_too_large');

/** The statuses that mean one thing whatever the body says. */
const BY_STATUS: Partial<Record<number, [ApiErrorCode, string]>> = {
  401: ['unauthorized', `The server refused the key: check the API key ${IN_OPTIONS}`],
  403: ['forbidden', "The account's plan has no API access."],
  408: ['timeout', `The server gave up waiting: ${TRY_AGAIN}`],
  413: ['validation', TOO_LARGE],
  414: ['validation', TOO_LARGE],
};

/** `body` is the parsed JSON when the response was JSON (else anything that is not an object). */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers: Headers,
  nowMs: number = Date.now(),
): ApiError {
  const known = BY_STATUS[status];
  if (known) return fail(known[0], known[1], status);
  if (status === 404 || status === 410) {
    // A JSON 404 is the API saying "no such record"; anything else is a web server saying the
    // API is not at this address.
    return fail(
      'not_found',
      asRecord(body) ? 'That item does not exist.' : `No API answers here: ${CHECK_BASE_URL}`,
      status,
    );
  }
  if (status === 422) return validationError(status, body);
  if (status === 429) return rateLimitedError(retryAfterSeconds(headers, nowMs), status);
  if (status >= 500 && status <= 599) {
    // 502-504 come from a proxy in front of the server (often as an HTML page).
    const who = status >= 502 && status <= 504 ? 'The server (or its proxy)' : 'The server';
    return fail('server', `${who} failed with HTTP ${status}: ${TRY_AGAIN}`, status, {
      retryAfter: status === 503 ? parseRetryAfter(headers, nowMs) : undefined,
    });
  }
  return fail('bad_response', `Unexpected HTTP ${status}: ${CHECK_BASE_URL}`, status);
}

/** Also used before sending, when the known budget is spent (then there is no status). */
export function rateLimitedError(retryAfter: number | undefined, status?: number): ApiError {
  const when = retryAfter === undefined ? 'a minute' : seconds(retryAfter);
  return fail('rate_limited', `Too many requests: try again in ${when}.`, status, {
    retryAfter,
  });
}

/** Flattens both 422 shapes: `{message: {field: [...]}}` and `{message: "...", errors: {field: [...]}}`. */
export function fieldErrorsFrom(body: unknown): FieldErrors | undefined {
  const fields: FieldErrors = {};
  for (const source of [asRecord(body)?.message, asRecord(body)?.errors]) {
    for (const [field, value] of Object.entries(asRecord(source) ?? {})) {
      const messages = [value].flat().filter(isText).map(String);
      if (messages.length > 0) addFieldMessages(fields, field, messages);
    }
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function validationError(status: number, body: unknown): ApiError {
  const fields = fieldErrorsFrom(body);
  // No field to point at: the server's own sentence is the only explanation there is.
  const said = asRecord(body)?.message;
  const message = fields
    ? check('fields_refused')
    : typeof said === 'string' && said.trim() !== ''
      ? check('server_said', said)
      : check('request_refused');
  return fail('validation', message, status, { fields });
}

function isText(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

// --- Failures without a usable HTTP answer -----------------------------------------------------

/** A 3xx (Node) or an `opaqueredirect` (browsers, status 0) under `redirect: 'manual'`. */
export function redirectError(status: number): ApiError {
  // The server redirects to its /login page when it does not take the request for an API call.
  return fail(
    'bad_response',
    `The server redirected: check the base URL and the API key ${IN_OPTIONS}`,
    status,
  );
}

/** A 2xx whose body is not JSON: an HTML page, a PHP warning, anything but the API. */
export function notTheApiError(status: number): ApiError {
  return fail('bad_response', `This does not look like the API (not JSON): ${CHECK_BASE_URL}`, status);
}

/** The base URL or the key is missing or unusable: nothing can be sent until Options has it. */
export function notConfiguredError(what: string): ApiError {
  return fail('not_configured', `${what} ${IN_OPTIONS}`);
}

export function networkError(origin: string): ApiError {
  return fail('network', `Could not reach ${origin}: check the URL and your connection.`);
}

export function timeoutError(origin: string, timeoutMs: number): ApiError {
  return fail(
    'timeout',
    `${origin} did not answer within ${seconds(Math.max(1, Math.round(timeoutMs / 1000)))}: ${TRY_AGAIN}`,
  );
}

export function cancelledError(): ApiError {
  return fail('cancelled', 'Cancelled.');
}

export function throwIfCancelled(signal?: AbortSignal): void {
  if (signal?.aborted) throw cancelledError();
}

/** Defence in depth: a server that echoes the key back must not get it into a message or a log. */
export function redactKey(error: ApiError, apiKey: string): ApiError {
  if (apiKey.length < 4) return error;
  const redact = (text: string) => text.split(apiKey).join('[API key]');
  const data = error.toJSON();
  const fields =
    data.fields &&
    Object.fromEntries(Object.entries(data.fields).map(([field, messages]) => [field, messages.map(redact)]));
  const redacted = { ...data, message: redact(data.message), fields };
  return JSON.stringify(redacted) === JSON.stringify(data) ? error : new ApiError(redacted);
}
