/**
 * The one place where an HTTP status and body become an ApiError (API.md section 5, "Errors").
 * Branches on the status only, never on the server's message text: servers localize it.
 * Our messages are English sentences that say what to do; they never contain the API key.
 * Field names in `fields` are kept exactly as the server sent them (`alias`, `country.0.value`):
 * the dialect adapter renames them to the normalized names.
 */
import { ApiError, type FieldErrors } from './errors';
import { parseRetryAfter, retryAfterSeconds } from './rate-limit';

/** `body` is the parsed JSON when the response was JSON, else its text. */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers: Headers,
  nowMs: number = Date.now(),
): ApiError {
  if (status === 401) {
    return new ApiError({
      code: 'unauthorized',
      status,
      message: 'The server did not accept the API key: check the API key in Options.',
    });
  }
  if (status === 403) {
    return new ApiError({
      code: 'forbidden',
      status,
      message:
        "This account's plan has no API access: upgrade the plan or use the API key of another account.",
    });
  }
  if (status === 404 || status === 410) return notFoundError(status, body);
  if (status === 422) return validationError(status, body);
  if (status === 429) return rateLimitedError(retryAfterSeconds(headers, nowMs), status);
  if (status === 408) {
    return new ApiError({
      code: 'timeout',
      status,
      message: 'The server gave up waiting for the request: try again in a moment.',
    });
  }
  if (status === 413 || status === 414) {
    return new ApiError({
      code: 'validation',
      status,
      message: 'The request is too large for the server: shorten the text you entered and try again.',
    });
  }
  if (status >= 500 && status <= 599) return serverError(status, headers, nowMs);
  return new ApiError({
    code: 'bad_response',
    status,
    message: `The server answered with HTTP ${status}, which the API does not use: check the base URL in Options.`,
  });
}

/** Also used before sending, when the known budget is spent (then there is no status). */
export function rateLimitedError(retryAfter: number | undefined, status?: number): ApiError {
  const when =
    retryAfter === undefined ? 'in a minute' : `in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}`;
  return new ApiError({
    code: 'rate_limited',
    message: `Too many requests to the server: try again ${when}.`,
    ...(status === undefined ? {} : { status }),
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });
}

/** Flattens both 422 shapes: `{message: {field: [...]}}` and `{message: "...", errors: {field: [...]}}`. */
export function fieldErrorsFrom(body: unknown): FieldErrors | undefined {
  if (!isRecord(body)) return undefined;
  const fields: FieldErrors = {};
  for (const source of [body.message, body.errors]) {
    if (!isRecord(source)) continue;
    for (const [field, value] of Object.entries(source)) {
      const messages = (Array.isArray(value) ? value : [value]).filter(isText).map(String);
      if (messages.length > 0) fields[field] = [...(fields[field] ?? []), ...messages];
    }
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function validationError(status: number, body: unknown): ApiError {
  const fields = fieldErrorsFrom(body);
  if (fields) {
    return new ApiError({
      code: 'validation',
      status,
      fields,
      message: 'The server did not accept some fields: correct them and try again.',
    });
  }
  // No field to point at: the server's own sentence is the only explanation there is.
  const said =
    isRecord(body) && typeof body.message === 'string' ? ` (the server said: ${body.message})` : '';
  return new ApiError({
    code: 'validation',
    status,
    message: `The server did not accept the request${said}: correct it and try again.`,
  });
}

function notFoundError(status: number, body: unknown): ApiError {
  // A JSON 404 is the API saying "no such record"; anything else is a web server saying the
  // API is not at this address.
  const message = isRecord(body)
    ? 'That item does not exist (any more): it may have been deleted, or it belongs to another account.'
    : 'Nothing at this address answers like the API: check the base URL in Options.';
  return new ApiError({ code: 'not_found', status, message });
}

function serverError(status: number, headers: Headers, nowMs: number): ApiError {
  // 502-504 come from a proxy in front of the server (often as an HTML page).
  const who = status >= 502 && status <= 504 ? 'The server (or a proxy in front of it)' : 'The server';
  const retryAfter = status === 503 ? parseRetryAfter(headers, nowMs) : undefined;
  return new ApiError({
    code: 'server',
    status,
    message: `${who} failed with HTTP ${status}: try again in a moment.`,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

// --- Failures without a usable HTTP answer -----------------------------------------------------

/** A 3xx (Node) or an `opaqueredirect` (browsers, status 0) under `redirect: 'manual'`. */
export function redirectError(status: number): ApiError {
  // The server redirects to its /login page when it does not take the request for an API call.
  return new ApiError({
    code: 'bad_response',
    message:
      'The server answered with a redirect instead of the API: the base URL (check http/https and the path) or the API key is likely wrong. Check both in Options.',
    ...(status > 0 ? { status } : {}),
  });
}

/** A 2xx whose body is not JSON: an HTML page, a PHP warning, anything but the API. */
export function notTheApiError(status: number): ApiError {
  return new ApiError({
    code: 'bad_response',
    status,
    message: 'This URL does not look like the API (the answer was not JSON): check the base URL in Options.',
  });
}

export function networkError(origin: string): ApiError {
  return new ApiError({
    code: 'network',
    message: `Could not reach ${origin}: check the URL and your connection.`,
  });
}

export function timeoutError(origin: string, timeoutMs: number): ApiError {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  return new ApiError({
    code: 'timeout',
    message: `${origin} did not answer within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}: try again in a moment.`,
  });
}

export function cancelledError(): ApiError {
  return new ApiError({ code: 'cancelled', message: 'The request was cancelled.' });
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
