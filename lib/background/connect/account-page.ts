/**
 * The page side of "Connect from this tab", run in the tab by scripting.executeScript under the
 * activeTab the popup's opening gave: it asks the tab's own origin for its account's API page,
 * with the tab's cookies, and reads only what tells a links or analytics server (the read-only
 * input `#i-api-token` both services' free editions show there, or a sign-in form the page sends
 * a signed-out visitor to). The key itself leaves the page only when `withKey` (the user's click).
 *
 * Serialized by executeScript: self-contained, no imports at run time.
 */

export interface AccountPageRead {
  origin: string;
  state: 'signed-in' | 'signed-out' | 'none';
  /** Only when asked for and signed in. */
  key?: string;
}

export async function readAccountPage(withKey: boolean): Promise<AccountPageRead> {
  const origin = location.origin;
  if (location.protocol !== 'https:' && location.protocol !== 'http:') return { origin, state: 'none' };
  try {
    const answer = await fetch(`${origin}/account/api`, {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'text/html' },
    });
    const type = answer.headers.get('content-type') ?? '';
    if (!answer.ok || !type.includes('text/html')) return { origin, state: 'none' };
    const landed = new URL(answer.url);
    const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
    if (landed.origin === origin && landed.pathname === '/login')
      return { origin, state: page.querySelector('input[type="password"]') ? 'signed-out' : 'none' };
    const input = page.querySelector<HTMLInputElement>('input#i-api-token');
    const key = input?.value.trim() ?? '';
    if (key === '' || /\s/.test(key)) return { origin, state: 'none' };
    return withKey ? { origin, state: 'signed-in', key } : { origin, state: 'signed-in' };
  } catch {
    return { origin, state: 'none' };
  }
}
