import { createHmac, createSign, generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const key = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (k: typeof key.privateKey) => k.export({ type: 'pkcs8', format: 'pem' }).toString();

function jwt(claims: Record<string, unknown>, sign: (input: string) => string, alg: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  return `${input}.${sign(input)}`;
}
const now = () => Math.floor(Date.now() / 1000);
const rs256 = (privateKey: string) => (input: string) =>
  createSign('RSA-SHA256').update(input).sign(privateKey, 'base64url');
const hs256 = (secret: string) => (input: string) =>
  createHmac('sha256', secret).update(input).digest('base64url');

const tokenRequest = (assertion: string) =>
  fetch('https://oauth2.googleapis.com/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
  });
const addonRequest = (token: string, id = 'addon@example.org') =>
  fetch(`https://addons.mozilla.org/api/v5/addons/addon/${id}`, {
    headers: { Authorization: `JWT ${token}` },
  });

beforeAll(async () => {
  vi.stubEnv('STAND_IN_STORES', 'chrome,firefox,edge');
  vi.stubEnv('STAND_IN_CHROME_PUBLIC_KEY', key.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  vi.stubEnv('CHROME_SERVICE_ACCOUNT_CLIENT_EMAIL', 'release@example.iam.gserviceaccount.com');
  vi.stubEnv('CHROME_PUBLISHER_ID', 'publisher');
  vi.stubEnv('CHROME_EXTENSION_ID', 'item');
  vi.stubEnv('FIREFOX_EXTENSION_ID', 'addon@example.org');
  vi.stubEnv('FIREFOX_JWT_ISSUER', 'user:1:2');
  vi.stubEnv('FIREFOX_JWT_SECRET', 'secret');
  // @ts-expect-error: a plain JavaScript module (it is preloaded with node --import), without types.
  await import('./stand-in-stores.mjs');
});

describe('the Chrome Web Store stand-in', () => {
  const claims = () => ({ iss: 'release@example.iam.gserviceaccount.com', iat: now(), exp: now() + 30 });

  it('gives an access token for a JWT signed with the service account key, which opens the item status', async () => {
    const token = await (await tokenRequest(jwt(claims(), rs256(pem(key.privateKey)), 'RS256'))).json();
    const status = await fetch(
      'https://chromewebstore.googleapis.com/v2/publishers/publisher/items/item:fetchStatus',
      { headers: { Authorization: `Bearer ${token.access_token}` } },
    );

    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ itemId: 'item' });
  });

  it('refuses a JWT signed with another key, or by another account', async () => {
    const forged = await tokenRequest(jwt(claims(), rs256(pem(other.privateKey)), 'RS256'));
    const stranger = await tokenRequest(
      jwt({ ...claims(), iss: 'someone@else' }, rs256(pem(key.privateKey)), 'RS256'),
    );

    expect([forged.status, stranger.status]).toEqual([401, 401]);
  });

  it('refuses an upload: a dry run must not send one', async () => {
    const upload = await fetch(
      'https://chromewebstore.googleapis.com/upload/v2/publishers/publisher/items/item:upload',
      {
        method: 'POST',
        body: 'zip',
      },
    );

    expect(upload.status).toBe(418);
    expect(await upload.text()).toContain('a dry run sends no POST');
  });
});

describe('the addons.mozilla.org stand-in', () => {
  const claims = () => ({ iss: 'user:1:2', iat: now(), exp: now() + 30 });

  it('answers the add-on details for a JWT signed with the secret of the issuer', async () => {
    const response = await addonRequest(jwt(claims(), hs256('secret'), 'HS256'));

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ guid: 'addon@example.org' });
  });

  it('refuses a wrong secret, an expired JWT, and another add-on', async () => {
    const statuses = await Promise.all([
      addonRequest(jwt(claims(), hs256('wrong'), 'HS256')),
      addonRequest(jwt({ ...claims(), exp: now() - 1 }, hs256('secret'), 'HS256')),
      addonRequest(jwt(claims(), hs256('secret'), 'HS256'), 'other@example.org'),
    ]).then((responses) => responses.map((r) => r.status));

    expect(statuses).toEqual([401, 401, 418]);
  });
});

describe('the Edge stand-in', () => {
  it('refuses every request, since an Edge dry run sends none', async () => {
    const response = await fetch('https://api.addons.microsoftedge.microsoft.com/v1/products/x/submissions', {
      method: 'POST',
    });

    expect(response.status).toBe(418);
  });
});
