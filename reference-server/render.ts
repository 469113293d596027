/**
 * A handler's Reply as status, body and headers. Errors depend on the request: JSON for API
 * clients (Accept: application/json), redirects and HTML pages otherwise, like Laravel.
 */
import { htmlPage, laravelSummary, type Reply } from './respond.ts';

/** Laravel's expectsJson(): an Accept asking for JSON, or an XHR. */
export function wantsJson(h: Record<string, string>): boolean {
  return /\/json|\+json/i.test(h.accept ?? '') || h['x-requested-with'] === 'XMLHttpRequest';
}

/** A reply as status, body and headers: JSON for API clients; redirects and pages otherwise. */
export function render(
  r: Reply,
  h: Record<string, string>,
  origin: string,
  validationShape: 'object' | 'laravel',
): [number, string, Record<string, string>] {
  const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    [status, JSON.stringify(body), { 'Content-Type': 'application/json', ...extra }] as [
      number,
      string,
      Record<string, string>,
    ];
  const html = (status: number, title: string) =>
    [status, htmlPage(title, title), { 'Content-Type': 'text/html; charset=UTF-8' }] as [
      number,
      string,
      Record<string, string>,
    ];
  switch (r.kind) {
    case 'json':
      return json(r.status, r.body, r.headers);
    case 'html':
      return [r.status, r.html, { 'Content-Type': 'text/html; charset=UTF-8', ...r.headers }];
    case 'redirect':
      return [r.status, '', { Location: r.location }];
    case 'validation':
      // Without Accept: application/json, Laravel redirects back with the errors in the session.
      if (!wantsJson(h)) return [302, '', { Location: h.referer ?? `${origin}/` }];
      return validationShape === 'laravel'
        ? json(422, { message: laravelSummary(r.fields), errors: r.fields })
        : json(422, { message: r.fields, status: 422 });
    case 'error':
      if (!wantsJson(h)) {
        if (r.status === 401) return [302, '', { Location: `${origin}/login` }];
        const [s, t, hh] = html(r.status, r.message);
        return [s, t, { ...hh, ...r.headers }];
      }
      return json(
        r.status,
        r.withStatus ? { message: r.message, status: r.status } : { message: r.message },
        r.headers,
      );
  }
}
