/**
 * Who is signed in to the web app: a random session id in a cookie, kept in memory like a
 * server whose sessions live in its cache (a restart or a reset signs everyone out).
 */
import { randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'reference_session';

/** The one password of every seeded account (the demo's web sign-in; README.md). */
export const SIGN_IN_PASSWORD = 'demo-password';

export class Sessions {
  private readonly accounts = new Map<string, number>();

  /** A new session for the account; its id goes in the cookie. */
  open(accountId: number): string {
    const id = randomBytes(20).toString('hex');
    this.accounts.set(id, accountId);
    return id;
  }

  /** The account signed in with the request's cookie, or undefined. */
  accountOf(cookieHeader: string | undefined): number | undefined {
    const id = readCookie(cookieHeader, SESSION_COOKIE);
    return id === undefined ? undefined : this.accounts.get(id);
  }

  close(cookieHeader: string | undefined): void {
    const id = readCookie(cookieHeader, SESSION_COOKIE);
    if (id !== undefined) this.accounts.delete(id);
  }

  clear(): void {
    this.accounts.clear();
  }
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** HttpOnly and SameSite=Lax, as Laravel's session cookie is by default. */
export const sessionCookie = (id: string) => `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
export const expiredSessionCookie = () => `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
