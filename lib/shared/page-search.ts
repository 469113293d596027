/**
 * What the links list is searched for to find a page's short links: host and path
 * without trailing slashes, without scheme, query or fragment. The servers match a
 * case-insensitive substring (MySQL LIKE with a _ci collation), so every spelling of the page
 * that only differs in the host's case, a trailing slash or the fragment is found. Shared by the
 * worker's lookup (lib/background/already-shortened) and the popup's "All in the manager" (the same search).
 */
export function pageSearchTerm(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    if (!/^https?:$/.test(parsed.protocol)) return null;
    return `${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}
