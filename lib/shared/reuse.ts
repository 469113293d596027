/**
 * When shortening hands out an existing short link instead of making one: the background's rule
 * (lib/background/shorten.ts) and the popup's word for it ("Shorten gives you the existing link
 * above") read the same functions, so the popup never promises what the click does not do.
 */
import type { Link } from '../api/schemas';
import type { ShortenInput } from './protocol';

/** Did the caller ask for anything beyond the URL (then an existing link won't do)? */
export function asksForOptions(input: ShortenInput): boolean {
  return Object.entries(input).some(
    ([key, value]) => key !== 'url' && key !== 'forceNew' && value !== undefined,
  );
}

export function sameUrl(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/** A link worth handing out again: not disabled, not expired, no redirect password. */
export function isReusable(link: Link, now: number): boolean {
  if (link.disabled || link.hasPassword) return false;
  if (link.endsAt !== null && Date.parse(link.endsAt) <= now) return false;
  if (link.expirationClicks > 0 && link.clicks >= link.expirationClicks) return false;
  return true;
}

/** The first of `links` that shortening `url` hands out again (on `domain` when one is set). */
export function reusableLink(
  links: readonly Link[],
  url: string,
  domain: number | undefined,
  now: number,
): Link | null {
  return (
    links.find(
      (link) =>
        sameUrl(link.url, url) &&
        (domain === undefined || link.domain === null || link.domain.id === domain) &&
        isReusable(link, now),
    ) ?? null
  );
}
