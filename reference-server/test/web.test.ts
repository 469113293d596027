// @vitest-environment node
/**
 * The web app's sign-in and account pages: what "Connect from this tab" reads on a real server
 * (the key in the read-only input #i-api-token of /account/api; signed out, a redirect to /login).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../index.ts';
import type { RunningServer } from '../types.ts';
import { SIGN_IN_PASSWORD } from '../web/sessions.ts';

const classic: RunningServer = await startServer({ port: 0 });
const current: RunningServer = await startServer({ port: 0, dialect: 'current' });
afterAll(() => Promise.all([classic.stop(), current.stop()]));
beforeEach(() => Promise.all([classic.reset(), current.reset()]));

const get = (server: RunningServer, path: string, cookie?: string) =>
  fetch(server.url + path, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

async function signIn(server: RunningServer, email = 'demo@example.com', password = SIGN_IN_PASSWORD) {
  return fetch(`${server.url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

/** The session cookie's name=value, as a browser would send it back. */
const cookieOf = (answer: Response) => (answer.headers.get('set-cookie') ?? '').split(';')[0]!;

const tokenInput = (html: string) => /<input[^>]*id="i-api-token"[^>]*>/.exec(html)?.[0];

describe.each([
  ['classic', classic],
  ['current', current],
] as const)('web pages (%s dialect)', (_dialect, server) => {
  it('renders the sign-in form at GET /login', async () => {
    const answer = await get(server, '/login');
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).toContain('<form method="POST" action="/login">');
    expect(html).toContain('type="password" name="password"');
  });

  it('sends a signed-out visitor of /account/api to the sign-in page', async () => {
    const answer = await get(server, '/account/api');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${server.url}/login`);
  });

  it('signs in the demo account with a session cookie and shows its key read-only', async () => {
    const signedIn = await signIn(server);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('set-cookie')).toMatch(
      /^reference_session=\w+; Path=\/; HttpOnly; SameSite=Lax$/,
    );

    const answer = await get(server, '/account/api', cookieOf(signedIn));
    const input = tokenInput(await answer.text());
    expect(answer.status).toBe(200);
    expect(input).toContain(`value="${server.keys.demo}"`);
    expect(input).toContain('readonly');
  });

  it('shows each account its own key', async () => {
    const signedIn = await signIn(server, 'other@example.com');
    const answer = await get(server, '/account/api', cookieOf(signedIn));
    expect(tokenInput(await answer.text())).toContain(`value="${server.keys.other}"`);
  });

  it('refuses a wrong password with the form and its error, keeping the email typed', async () => {
    const answer = await signIn(server, 'demo@example.com', 'wrong');
    const html = await answer.text();
    expect(answer.status).toBe(422);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(html).toContain('These credentials do not match our records.');
    expect(html).toContain('value="demo@example.com"');
  });

  it('ends the session at POST /logout', async () => {
    const cookie = cookieOf(await signIn(server));
    const out = await fetch(`${server.url}/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie },
    });
    expect(out.status).toBe(302);
    expect((await get(server, '/account/api', cookie)).status).toBe(302);
  });

  it('signs everyone out on a reset', async () => {
    const cookie = cookieOf(await signIn(server));
    await server.reset();
    expect((await get(server, '/account/api', cookie)).headers.get('location')).toBe(`${server.url}/login`);
  });

  it('logs the page requests like the API ones', async () => {
    server.clearRequests();
    await get(server, '/account/api');
    expect(server.requests().map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /account/api 302',
    ]);
  });
});

describe('apiPage', () => {
  it('escapes what it writes into the page', async () => {
    const { apiPage } = await import('../web/markup.ts');
    expect(apiPage('<b>', 'a"b')).toContain('value="a&#34;b"');
    expect(apiPage('<b>', 'k')).not.toContain('<b>');
  });
});
