/**
 * Stand-ins for the store APIs that `wxt submit --dry-run` calls, for a dry run without the
 * stores' secrets (a pull request from a fork gets none). scripts/release/submit.ts preloads this
 * module (`node --import`) into `wxt submit` with throwaway credentials; it replaces `fetch` for
 * the stores named in STAND_IN_STORES and answers the dry run's credential checks the way the
 * real APIs do, after checking what they would check:
 *
 * - Chrome Web Store API v2: the service account's token request must carry a JWT signed with the
 *   private key (checked against STAND_IN_CHROME_PUBLIC_KEY) and issued by the client email; the
 *   status request must name `publishers/<CHROME_PUBLISHER_ID>/items/<CHROME_EXTENSION_ID>`.
 * - addons.mozilla.org API v5: the add-on request must carry a JWT signed with FIREFOX_JWT_SECRET,
 *   issued by FIREFOX_JWT_ISSUER, not expired, and ask for FIREFOX_EXTENSION_ID.
 * - Edge's dry run sends nothing.
 *
 * Any other request to a store (an upload, a publish) is refused: a dry run must not send one.
 */
import { createHmac, createVerify } from 'node:crypto';

const HOSTS = {
  'oauth2.googleapis.com': 'chrome',
  'chromewebstore.googleapis.com': 'chrome',
  'addons.mozilla.org': 'firefox',
  'api.addons.microsoftedge.microsoft.com': 'edge',
};
const ACCESS_TOKEN = 'stand-in-access-token';
const env = process.env;
const standIns = new Set((env.STAND_IN_STORES ?? '').split(',').filter(Boolean));
const realFetch = globalThis.fetch;

const json = (status, body) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refuse = (status, message) => json(status, { error: `stand-in store: ${message}` });

/** The claims of a JWT whose signature `verify(signingInput, signature)` accepts, else undefined. */
function claimsOf(token, verify) {
  const [header, payload, signature] = (token ?? '').split('.');
  if (!header || !payload || !signature || !verify(`${header}.${payload}`, signature)) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() ? claims : undefined;
}

const rs256 = (signingInput, signature) =>
  createVerify('RSA-SHA256')
    .update(signingInput)
    .verify(env.STAND_IN_CHROME_PUBLIC_KEY ?? '', signature, 'base64url');
const hs256 = (signingInput, signature) =>
  createHmac('sha256', env.FIREFOX_JWT_SECRET ?? '')
    .update(signingInput)
    .digest('base64url') === signature;

async function chrome(request, url) {
  if (request.method === 'POST' && url.href === 'https://oauth2.googleapis.com/token') {
    const form = new URLSearchParams(await request.text());
    const claims = claimsOf(form.get('assertion'), rs256);
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !claims) {
      return refuse(401, 'the token request is not a service account JWT signed with its private key');
    }
    if (claims.iss !== env.CHROME_SERVICE_ACCOUNT_CLIENT_EMAIL) return refuse(401, 'unknown service account');
    return json(200, { access_token: ACCESS_TOKEN, token_type: 'Bearer', expires_in: 3600 });
  }
  const item = `/v2/publishers/${env.CHROME_PUBLISHER_ID}/items/${env.CHROME_EXTENSION_ID}:fetchStatus`;
  if (request.method === 'GET' && url.pathname === item) {
    if (request.headers.get('Authorization') !== `Bearer ${ACCESS_TOKEN}`)
      return refuse(401, 'no access token');
    return json(200, { name: item.slice(4, -':fetchStatus'.length), itemId: env.CHROME_EXTENSION_ID });
  }
  return undefined;
}

function firefox(request, url) {
  const addon = `/api/v5/addons/addon/${env.FIREFOX_EXTENSION_ID}`;
  if (request.method !== 'GET' || url.pathname.replace(/\/$/, '') !== addon) return undefined;
  const claims = claimsOf(/^JWT (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1], hs256);
  if (!claims || claims.iss !== env.FIREFOX_JWT_ISSUER) {
    return refuse(401, 'the JWT is not signed with the secret of the issuer');
  }
  return json(200, { id: 1, guid: env.FIREFOX_EXTENSION_ID, slug: 'stand-in' });
}

globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const store = HOSTS[url.hostname];
  if (!store || !standIns.has(store)) return realFetch(input, init);
  const answer =
    store === 'chrome' ? await chrome(request, url) : store === 'firefox' ? firefox(request, url) : undefined;
  return answer ?? refuse(418, `a dry run sends no ${request.method} ${url.origin}${url.pathname}`);
};
