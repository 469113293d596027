/**
 * Which URLs can be shortened. Browser-internal pages, local files and inline documents mean
 * nothing to anyone else (and the server rejects them), so the popup, the context menu and the
 * keyboard shortcut refuse them before any request. Shared by the popup (which checks before
 * sending) and the background (which checks again: never trust a page's word).
 */
import { ApiError } from '../api/errors';
import { isShortenable } from './shortenable';

export { isShortenable };

const UNSUPPORTED_URL_MESSAGE =
  'This page can’t be shortened: open a regular web page (http or https) and try again.';

/** Throws ApiError `unsupported_url` unless `url` can be shortened; returns it trimmed. */
export function assertShortenable(url: string | null | undefined): string {
  if (!isShortenable(url)) throw new ApiError({ code: 'unsupported_url', message: UNSUPPORTED_URL_MESSAGE });
  return (url ?? '').trim();
}

/**
 * The URL a text selection stands for, or null when it is not one worth shortening: one token,
 * http(s) with a dotted host or an IP, or a bare `example.com/path` (completed with https://).
 */
export function selectionToUrl(text: string | null | undefined): string | null {
  const token = (text ?? '').trim();
  if (token === '' || /\s/.test(token) || token.length > 2048) return null;
  const hasScheme =
    /^[a-z][a-z0-9+.-]*:\/\//i.test(token) ||
    /^(about|data|javascript|blob|view-source|mailto):/i.test(token);
  const candidate = hasScheme ? token : `https://${token}`;
  if (!isShortenable(candidate)) return null;
  const host = new URL(candidate).hostname;
  const isIp = /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
  if (!isIp && !/^[^.]+(\.[^.]+)*\.[a-z][a-z0-9-]*$/i.test(host) && host !== 'localhost') return null;
  return candidate;
}
