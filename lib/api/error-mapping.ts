/**
 * The one place where an HTTP status and body become an ApiError (API.md section 5, "Errors").
 * Branches on the status only, never on the server's message text: servers localize it.
 * Our messages are short English sentences that say what to do (pages show errorText(), the
 * localized sentence of the code, so these are for logs and tests); they never contain the API key.
 * Field names in `fields` are kept exactly as the server sent them (`alias`, `country.0.value`):
 * the dialect adapter renames them to the normalized names.
 */
import { ApiError, type ApiErrorCode, type ApiErrorData, type FieldErrors } from './errors';
import { parseRetryAfter, retryAfterSeconds } from './rate-limit';
import { asRecord } from './records/values';

const fail = (code: ApiErrorCode, message: string, status?: number, extra?: Partial<ApiErrorData>) =>
  new ApiError({ code, message, ...(status ? { status } : {}), ...extra });

/** `3 seconds`, `1 second`. */
const seconds = (count: number) => `${count} ${count === 1 ? 'second' : 'seconds'}`;

const CHECK_BASE_URL = 'check the base URL in Options.';
const TRY_AGAIN = 'try again in a moment.';

/** `body` is the parsed JSON when the response was JSON, else its text. */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers: Headers,
  nowMs: number = Date.now(),
): ApiError {
  if (status === 401)
    return fail('unauthorized', 'The server refused the key: check the API key in Options.', status);
  if (status === 403) return fail('forbidden', "The account's plan has no API access.", status);
  if (status === 404 || status === 410) {
    // A JSON 404 is the API saying "no such record"; anything else is a web server saying the
    // API is not at this address.
    return asRecord(body)
      ? fail('not_found', 'That item does not exist (any more).', status)
      : fail('not_found', `No API answers here: ${CHECK_BASE_URL}`, status);
  }
  if (status === 422) return validationError(status, body);
  if (status === 429) return rateLimitedError(retryAfterSeconds(headers, nowMs), status);
  if (status === 408) return fail('timeout', `The server gave up waiting: ${TRY_AGAIN}`, status);
  if (status === 413 || status === 414)
    return fail('validation', 'The request is too large: shorten it.', status);
  if (status >= 500 && status <= 599) {
    // 502-504 come from a proxy in front of the server (often as an HTML page).
    const who = status >= 502 && status <= 504 ? 'The server (or its proxy)' : 'The server';
    const retryAfter = status === 503 ? parseRetryAfter(headers, nowMs) : undefined;
    return fail('server', `${who} failed with HTTP ${status}: ${TRY_AGAIN}`, status, {
      ...(retryAfter === undefined ? {} : { retryAfter }),
    });
  }
  return fail('bad_response', `Unexpected HTTP ${status}: ${CHECK_BASE_URL}`, status);
}

/** Also used before sending, when the known budget is spent (then there is no status). */
export function rateLimitedError(retryAfter: number | undefined, status?: number): ApiError {
  const when = retryAfter === undefined ? 'a minute' : seconds(retryAfter);
  return fail('rate_limited', `Too many requests to the server: try again in ${when}.`, status, {
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });
}

/** Flattens both 422 shapes: `{message: {field: [...]}}` and `{message: "...", errors: {field: [...]}}`. */
export function fieldErrorsFrom(body: unknown): FieldErrors | undefined {
  const fields: FieldErrors = {};
  for (const source of [asRecord(body)?.message, asRecord(body)?.errors]) {
    for (const [field, value] of Object.entries(asRecord(source) ?? {})) {
      const messages = (Array.isArray(value) ? value : [value]).filter(isText).map(String);
      if (messages.length > 0) fields[field] = [...(fields[field] ?? []), ...messages];
    }
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function validationError(status: number, body: unknown): ApiError {
  const fields = fieldErrorsFrom(body);
  if (fields) return fail('validation', 'The server refused some fields.', status, { fields });
  // No field to point at: the server's own sentence is the only explanation there is.
  const said = asRecord(body)?.message;
  return fail(
    'validation',
    typeof said === 'string' ? `The server said: ${said}` : 'The server refused the request.',
    status,
  );
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
    'The server redirected: check the base URL and the API key in Options.',
    status,
  );
}

/** A 2xx whose body is not JSON: an HTML page, a PHP warning, anything but the API. */
export function notTheApiError(status: number): ApiError {
  return fail('bad_response', `This does not look like the API (not JSON): ${CHECK_BASE_URL}`, status);
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

/** Defence in depth: a server that echoes the key back must not get it into a message or a log. */
export function redactKey(error: ApiError, apiKey: string): ApiError {
  if (apiKey.length < 4) return error;
  const redact = (text: string) => text.split(apiKey).join('[API key]');
  const data = error.toJSON();
  const message = redact(data.message);
  const fields = data.fields
    ? Object.fromEntries(
        Object.entries(data.fields).map(([field, messages]) => [field, messages.map(redact)]),
      )
    : undefined;
  if (message === data.message && JSON.stringify(fields) === JSON.stringify(data.fields)) return error;
  return new ApiError({ ...data, message, ...(fields ? { fields } : {}) });
}
