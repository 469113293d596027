/**
 * Checks of the options form, before anything is saved or any permission is asked for.
 * Base URLs must be absolute http(s) addresses; plain http is allowed (self-hosted servers on a
 * LAN) but warned about, except on this computer (loopback), where nothing leaves the machine.
 */
import type { FieldErrors } from '../../../api/errors';
import { t } from '../../../shared/i18n';

export type BaseUrlCheck = { ok: true; url: URL; insecure: boolean } | { ok: false; error: string };

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

export function checkBaseUrl(value: string): BaseUrlCheck {
  const text = value.trim();
  if (text === '') return { ok: false, error: t('options_urlRequired') };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: t('options_urlInvalid') };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
    return { ok: false, error: t('options_urlInvalid') };
  }
  return { ok: true, url, insecure: url.protocol === 'http:' && !isLoopbackHost(url.hostname) };
}

/** `/api/v1`, optionally followed by a resource (`/links`), at the end of a path. */
const API_PATH = /\/api\/v1(?:\/.*)?$/i;

/**
 * A base URL pasted with the API's own path (`https://sho.rt/api/v1/links`): the server's
 * address without it, and what was removed, for the note at the field; null when there is
 * nothing to remove. The client adds `/api/v1/...` itself, so saving it kept every request at a
 * path that does not exist ("Not found"). A folder the server lives in is kept.
 */
export function stripApiPath(value: string): { url: string; removed: string } | null {
  const check = checkBaseUrl(value);
  if (!check.ok || check.url.search !== '' || check.url.hash !== '') return null;
  const match = API_PATH.exec(check.url.pathname);
  if (!match) return null;
  const folder = check.url.pathname.slice(0, match.index).replace(/\/+$/, '');
  return { url: `${check.url.origin}${folder}`, removed: match[0] };
}

/** True when the value is an http URL off this computer (the key would travel in clear). */
export function isInsecureUrl(value: string): boolean {
  const check = checkBaseUrl(value);
  return check.ok && check.insecure;
}

/**
 * Host permission patterns for the servers. Match patterns carry no port (Firefox rejects
 * one; Chrome ignores it), so `http://127.0.0.1:8080` asks for `http://127.0.0.1/*`.
 */
export function originPatterns(urls: string[]): string[] {
  const patterns = urls.flatMap((value) => {
    const check = checkBaseUrl(value);
    return check.ok ? [`${check.url.protocol}//${check.url.hostname}/*`] : [];
  });
  return [...new Set(patterns)];
}

export interface ConnectionValues {
  apiKey: string;
  linksBaseUrl: string;
  analyticsBaseUrl: string;
}

/**
 * Field errors of the connection part, for Save and Test connection alike (a test without a key
 * can only fail, so every empty field is said at once); the key may stay empty when one is saved.
 */
export function validateConnection(v: ConnectionValues, hasSavedKey: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!hasSavedKey && v.apiKey.trim() === '') errors.apiKey = [t('options_apiKeyRequired')];
  const links = checkBaseUrl(v.linksBaseUrl);
  if (!links.ok) errors.linksBaseUrl = [links.error];
  if (v.analyticsBaseUrl.trim() !== '') {
    const analytics = checkBaseUrl(v.analyticsBaseUrl);
    if (!analytics.ok) errors.analyticsBaseUrl = [analytics.error];
  }
  return errors;
}
