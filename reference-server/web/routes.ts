/**
 * The web app's pages the extension's "Connect from this tab" meets: the sign-in form
 * (GET/POST /login), sign-out (POST /logout), the dashboard (/) and the account's API page
 * (/account/api), which sends a signed-out visitor to the sign-in page as the real servers do.
 */
import type { Data } from '../model.ts';
import type { Reply } from '../respond.ts';
import { apiPage, dashboardPage, signInPage } from './markup.ts';
import { expiredSessionCookie, type Sessions, SIGN_IN_PASSWORD, sessionCookie } from './sessions.ts';

export interface WebRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  origin: string;
}

const WEB_PATHS = new Set(['/', '/login', '/logout', '/account', '/account/api']);
export const isWebPath = (path: string) => WEB_PATHS.has(path);

const page = (html: string, status = 200, headers?: Record<string, string>): Reply => ({
  kind: 'html',
  status,
  html,
  headers: { 'Cache-Control': 'no-cache, private', ...headers },
});
const redirect = (location: string, headers: Record<string, string> = {}): Reply => ({
  kind: 'html',
  status: 302,
  html: '',
  headers: { Location: location, ...headers },
});

/** The answer of a web route, or null for a method it does not take (the caller's 405/404). */
export function webRoute(data: Data, sessions: Sessions, r: WebRequest): Reply | null {
  const read = r.method === 'GET' || r.method === 'HEAD';
  const account = data.accounts.find((a) => a.id === sessions.accountOf(r.headers.cookie));
  if (r.path === '/login') {
    if (read) return account ? redirect(`${r.origin}/`) : page(signInPage());
    if (r.method === 'POST') return signIn(data, sessions, r);
    return null;
  }
  if (r.path === '/logout') {
    if (r.method !== 'POST') return null;
    sessions.close(r.headers.cookie);
    return redirect(`${r.origin}/login`, { 'Set-Cookie': expiredSessionCookie() });
  }
  if (!read) return null;
  if (!account) return redirect(`${r.origin}/login`);
  if (r.path === '/account/api') return page(apiPage(account.name, account.key));
  return page(dashboardPage(account.name));
}

function signIn(data: Data, sessions: Sessions, r: WebRequest): Reply {
  const form = (typeof r.body === 'object' && r.body !== null ? r.body : {}) as Record<string, unknown>;
  const email = typeof form.email === 'string' ? form.email.trim() : '';
  const account = data.accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
  if (!account || form.password !== SIGN_IN_PASSWORD) return page(signInPage({ failed: true, email }), 422);
  const id = sessions.open(account.id);
  return redirect(`${r.origin}/`, { 'Set-Cookie': sessionCookie(id) });
}
