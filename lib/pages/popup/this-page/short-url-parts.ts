/**
 * A short URL as the popup lists it, without its scheme, in the parts that may give way: the
 * alias (what the user chose and looks for) is never cut; a host too long for the line is cut
 * in the middle, its start giving way while its last characters (the port, the end of the
 * domain) stay, so `links.example-company.com:8899/spring-sale` reads `links.exa…:8899/spring-sale`.
 */
export interface ShortUrlParts {
  /** The host's start: what gives way first. */
  hostStart: string;
  /** The host's last characters, kept. */
  hostEnd: string;
  /** From the first `/` on: the alias (and a query, if any). */
  path: string;
}

/** How many of the host's last characters stay when it is cut. */
export const HOST_TAIL = 6;

export function shortUrlParts(shortUrl: string): ShortUrlParts {
  const bare = shortUrl.replace(/^https?:\/\//i, '');
  const slash = bare.indexOf('/');
  const host = slash === -1 ? bare : bare.slice(0, slash);
  const path = slash === -1 ? '' : bare.slice(slash);
  // A short host is never cut: nothing to keep apart.
  const tail = host.length > HOST_TAIL * 2 ? HOST_TAIL : 0;
  return { hostStart: host.slice(0, host.length - tail), hostEnd: host.slice(host.length - tail), path };
}
