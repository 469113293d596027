/**
 * The web app's pages as HTML text: the sign-in form, the dashboard and the account's API page.
 * Every value from the data is escaped: these are pages a browser renders.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - Reference server</title></head><body>${body}</body></html>`;
}

/** The sign-in form; `failed` shows the error the real servers show under the email field. */
export function signInPage(options: { failed?: boolean; email?: string } = {}): string {
  const error = options.failed
    ? '<span class="invalid-feedback" role="alert"><strong>These credentials do not match our records.</strong></span>'
    : '';
  return layout(
    'Login',
    `<main><h1>Login</h1><form method="POST" action="/login">` +
      `<label for="i-email">Email address</label>` +
      `<input type="email" name="email" id="i-email" value="${escapeHtml(options.email ?? '')}" autofocus>${error}` +
      `<label for="i-password">Password</label>` +
      `<input type="password" name="password" id="i-password">` +
      `<button type="submit">Login</button></form></main>`,
  );
}

function accountNav(name: string): string {
  return (
    `<nav><span>${escapeHtml(name)}</span> <a href="/account">Account</a> <a href="/account/api">API</a> ` +
    `<form method="POST" action="/logout"><button type="submit">Logout</button></form></nav>`
  );
}

export function dashboardPage(name: string): string {
  return layout(
    'Dashboard',
    `${accountNav(name)}<main><h1>Dashboard</h1><p>Welcome, ${escapeHtml(name)}.</p></main>`,
  );
}

/**
 * The account's API page as the services' free editions render it: the key in a read-only text
 * input `#i-api-token`, with the API's documentation linked beside it.
 */
export function apiPage(name: string, key: string): string {
  return layout(
    'API',
    `${accountNav(name)}<main><h1>API</h1><form method="POST" action="/account/api">` +
      `<label for="i-api-token">API key</label>` +
      `<input type="text" name="api_token" id="i-api-token" class="form-control" value="${escapeHtml(key)}" readonly>` +
      `<p>Send the key as a Bearer token. See the <a href="/developers">API documentation</a>.</p>` +
      `</form></main>`,
  );
}
