/**
 * The two ends of one HTTP exchange, kept apart from the retry and timeout logic of http.ts:
 * a RequestSpec becomes a URL and fetch init (headers, form body), and a Response becomes an
 * HttpResponse or an ApiError.
 */
import { errorFromResponse, notTheApiError } from './error-mapping';
import { ApiError } from './errors';
import type { HttpResponse, RequestSpec } from './http';

export function buildUrl(spec: RequestSpec): URL {
  let base: URL;
  try {
    base = new URL(spec.baseUrl.trim());
  } catch {
    throw invalidBaseUrlError();
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw invalidBaseUrlError();
  const basePath = base.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  const path = spec.path.replace(/\/{2,}/g, '/').replace(/^\/|\/$/g, '');
  // `origin` also drops user:password@ (fetch refuses URLs with credentials) and any ?query/#hash.
  const url = new URL(path === '' ? `${base.origin}${basePath}` : `${base.origin}${basePath}/${path}`);
  for (const [name, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined) url.searchParams.append(name, String(value));
  }
  return url;
}

function invalidBaseUrlError(): ApiError {
  return new ApiError({
    code: 'not_configured',
    message: 'Enter a full base URL, such as https://example.com, in Options.',
  });
}

export function checkApiKey(apiKey: string): void {
  if (apiKey === '') {
    throw new ApiError({
      code: 'not_configured',
      message: 'Add your API key in Options.',
    });
  }
  // fetch rejects such a header with a TypeError, which would pass for a network failure.
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new ApiError({
      code: 'unauthorized',
      message: 'The API key has characters no key has: copy it again into Options.',
    });
  }
}

export function buildRequestInit(spec: RequestSpec, apiKey: string, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${apiKey}`,
    // Without it the server answers errors with HTML redirects to /login.
    Accept: 'application/json',
  };
  const isWrite = spec.method === 'POST' || spec.method === 'PUT' || spec.method === 'PATCH';
  const body = isWrite ? (spec.form ?? '') : spec.method === 'DELETE' ? spec.form : undefined;
  // Always a form, never multipart or JSON: PHP does not parse multipart PUT/PATCH bodies.
  if (body !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return {
    method: spec.method,
    headers,
    ...(body === undefined ? {} : { body }),
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
  let json: unknown;
  let isJson = false;
  if (trimmed !== '') {
    try {
      json = JSON.parse(trimmed);
      isJson = true;
    } catch {
      // Not JSON: an HTML page from a proxy, a login page, a PHP warning...
    }
  }
  if (status < 200 || status > 299) throw errorFromResponse(status, isJson ? json : text, headers, nowMs);
  if (trimmed === '') return { status, body: null, headers };
  if (!isJson) throw notTheApiError(status);
  return { status, body: json, headers };
}
