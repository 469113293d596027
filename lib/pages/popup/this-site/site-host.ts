/**
 * The website of a tab as the analytics service knows it. The service stores a bare host
 * (lowercase, no `www.`, no port), so the "is it tracked" lookup must ask with that exact form.
 */

function httpUrl(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    const web = (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
    return web ? parsed : null;
  } catch {
    return null;
  }
}

/** `https://WWW.Example.com:8443/a` -> `example.com`; null for anything but an http(s) page. */
export function bareHost(url: string): string | null {
  const parsed = httpUrl(url);
  if (!parsed) return null;
  // URL already lowercases the host and keeps the port out of `hostname`; a trailing dot
  // (`example.com.`) names the same site.
  const host = parsed.hostname.replace(/\.$/, '').replace(/^www\./, '');
  return host === '' ? null : host;
}

/** `https://example.com/a?b` -> `https://example.com`: what websites.create is given. */
export function siteOrigin(url: string): string | null {
  return httpUrl(url)?.origin ?? null;
}
