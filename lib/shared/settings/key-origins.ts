/**
 * Which addresses an API key may be sent to: the origins of the servers it was typed for, and
 * those the user agreed to send it to by name. A profile's address changed to another origin
 * (a typo, a look-alike domain) never takes the saved key along on its own. Pure: the worker
 * enforces it (lib/background/settings/views.ts, handlers.ts, api-clients.ts), the options page
 * asks before it sends anything (lib/pages/options/options-actions.ts).
 */
import { effectiveAnalyticsUrl } from './service-url';

type Urls = { linksBaseUrl: string; analyticsBaseUrl: string };

/** `https://sho.rt:8443/x` -> `https://sho.rt:8443`; null when it is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The origins both services of a profile are reached at (the analytics one defaults to links). */
export function originsOf(urls: Urls): string[] {
  const origins = [urls.linksBaseUrl, effectiveAnalyticsUrl(urls)].map(originOf);
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/** The origins of `urls` the key does not belong to (neither typed for nor agreed to). */
export function originsWithoutKey(keyOrigins: readonly string[], urls: Urls): string[] {
  return originsOf(urls).filter((origin) => !keyOrigins.includes(origin));
}
