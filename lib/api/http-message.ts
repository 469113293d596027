/**
 * The two ends of one HTTP exchange, kept apart from the retry and timeout logic of http.ts:
 * a RequestSpec becomes a URL and fetch init (headers, form body), and a Response becomes an
 * HttpResponse or an ApiError.
 */
import { errorFromResponse, fail, notConfiguredError, notTheApiError } from './error-mapping';
import type { HttpResponse, RequestSpec } from './http-types';

export function buildUrl(spec: RequestSpec): URL {
  let base: URL | undefined;
  try {
    base = new URL(spec.baseUrl.trim());
  } catch {}
  if (base?.protocol !== 'https:' && base?.protocol !== 'http:') {
    throw notConfiguredError('Enter a full base URL, such as https://example.com,');
  }
  // One slash between segments and none at the end (a trailing slash gets a 301).
  const path = `${base.pathname}/${spec.path}`.replace(/\/{2,}/g, '/').replace(/\/$/, '');
  // `origin` also drops user:password@ (fetch refuses URLs with credentials) and any ?query/#hash.
  const url = new URL(base.origin + path);
  for (const [name, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined) url.searchParams.append(name, String(value));
  }
  return url;
}

export function checkApiKey(apiKey: string): void {
  if (apiKey === '') throw notConfiguredError('Add your API key');
  // fetch rejects such a header with a TypeError, which would pass for a network failure.
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    throw fail('unauthorized', 'The API key has characters no key has: copy it again into Options.');
  }
}

export function buildRequestInit(spec: RequestSpec, apiKey: string, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${apiKey}`,
    // Without it the server answers errors with HTML redirects to /login.
    Accept: 'application/json',
  };
  // Writes always carry a body (maybe empty); a DELETE only when given one; a GET never.
  const body = spec.method === 'GET' ? undefined : spec.method === 'DELETE' ? spec.form : (spec.form ?? '');
  // Always a form, never multipart or JSON: PHP does not parse multipart PUT/PATCH bodies.
  if (body !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return {
    method: spec.method,
    headers,
    body,
    // A followed redirect turns a POST into a GET and hides the /login redirect of a wrong key.
    redirect: 'manual',
    // The key is the only credential: a session cookie of the service's web app must not count.
    credentials: 'omit',
    signal,
  };
}

export function interpretResponse(response: Response, text: string, nowMs: number): HttpResponse {
  const { status, headers } = response;
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  // An empty body is a null body; anything else must be JSON.
  let body: unknown = null;
  let isJson = true;
  if (trimmed !== '') {
    try {
      body = JSON.parse(trimmed);
    } catch {
      // Not JSON: an HTML page from a proxy, a login page, a PHP warning...
      isJson = false;
    }
  }
  if (status < 200 || status > 299) throw errorFromResponse(status, body, headers, nowMs);
  if (!isJson) throw notTheApiError(status);
  return { status, body, headers };
}
