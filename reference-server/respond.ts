/**
 * What a handler answers, before the router turns it into bytes. Errors stay abstract here
 * (`error`, `validation`) because their final form depends on the request: JSON when the
 * client sent `Accept: application/json`, redirects and HTML pages otherwise (Laravel's
 * `expectsJson()` decides the same way), and the 422 shape is a server option.
 */
import type { ServerResponse } from 'node:http';

export type FieldErrors = Record<string, string[]>;

export type Reply =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'validation'; fields: FieldErrors }
  | {
      kind: 'error';
      status: number;
      message: string;
      withStatus?: boolean;
      headers?: Record<string, string>;
      /** The handler changed data before failing (kept, like a PHP error after `save()`). */
      committed?: boolean;
    }
  | { kind: 'html'; status: number; html: string; headers?: Record<string, string> }
  | { kind: 'redirect'; status: number; location: string };

export const ok = (body: unknown, status = 200): Reply => ({ kind: 'json', status, body });
export const data = (record: unknown, status = 200): Reply => ok({ data: record, status: 200 }, status);
export const invalid = (fields: FieldErrors): Reply => ({ kind: 'validation', fields });
export const notFound = (): Reply => ({
  kind: 'error',
  status: 404,
  message: 'Resource not found.',
  withStatus: true,
});
/** PHP threw: Laravel's production answer, whatever the handler had already saved. */
export const serverError = (committed = false): Reply => ({
  kind: 'error',
  status: 500,
  message: 'Server Error',
  committed,
});
export const unauthenticated = (): Reply => ({ kind: 'error', status: 401, message: 'Unauthenticated.' });
export const forbidden = (): Reply => ({
  kind: 'error',
  status: 403,
  message: "You don't have access to this feature.",
  withStatus: true,
});

export function htmlPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
}

/** Laravel's summary line for the 'laravel' 422 shape: first message + "(and N more errors)". */
export function laravelSummary(fields: FieldErrors): string {
  const all = Object.values(fields).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

export function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'Content-Length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}
