/**
 * options.html: saving the connection and testing it against the reference server, through the
 * page's accessible names only. Settings are typed in the page (no storage shortcut). Save and
 * Test connection in both browsers; how each failure of the test is worded, in Chromium.
 */
import { describe, expect, it } from 'vitest';
import { useChromium } from './support/fixture';
import { msg } from './support/messages';
import { apiRequests, freePort } from './support/server';
import { BROWSERS, useExtension } from './support/suite';

const suite = useChromium({ configure: false });

async function totals(url: string, key: string) {
  const count = async (path: string) => {
    const res = await fetch(`${url}${path}`, {
      headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
    });
    const body = (await res.json()) as { meta: { total: number | string } };
    return Number(body.meta.total);
  };
  return { links: await count('/api/v1/links'), websites: await count('/api/v1/websites') };
}

describe('options page (Chromium)', () => {
  it('tests the connection: a wrong key is reported as refused', async () => {
    const { server } = suite;
    const options = await suite.openOptions();
    await options.fill({ apiKey: 'not-a-valid-key-1234', linksBaseUrl: server.url });
    await options.testConnection();
    const text = await options.waitForAlert();
    expect(text).toMatch(/API key was refused/);
    expect(apiRequests(server).some((r) => r.status === 401)).toBe(true);
  });

  it('tests the connection: a server that is down is reported as unreachable', async () => {
    const port = await freePort();
    const options = await suite.openOptions();
    await options.fill({ apiKey: suite.server.keys.demo, linksBaseUrl: `http://127.0.0.1:${port}` });
    await options.testConnection();
    expect(await options.waitForAlert()).toMatch(/Can't reach the server/);
  });

  it('tests the connection: a URL that is not an API is reported as such', async () => {
    const { other, server } = suite;
    const options = await suite.openOptions();
    await options.fill({ apiKey: server.keys.demo, linksBaseUrl: other.url });
    await options.testConnection();
    expect(await options.waitForAlert()).toMatch(/wasn't from the API|no API at that URL/);
  });

  it('stops saying the key was refused once the right key is saved over a wrong one', async () => {
    const { server } = suite;
    // Ends like the right key: the page shows the same hint (••••cdef) for both.
    const wrongKey = `wrong-${server.keys.demo}`;
    const first = await suite.openOptions();
    await first.fill({ apiKey: wrongKey, linksBaseUrl: server.url });
    await first.save();
    await first.waitForStatus(/saved/i);
    await first.page.close();
    const options = await suite.openOptions();
    const refused = options.alert.filter({ hasText: msg('error_unauthorized') });
    // Don't count my visits asked for the tracked sites with the wrong key.
    await refused.first().waitFor();

    await options.fill({ apiKey: server.keys.demo });
    await options.save();
    await options.waitForStatus(/saved/i);

    // No alert anywhere on the page, in any section, still says the key was refused...
    await expect.poll(() => refused.count(), { timeout: 10_000 }).toBe(0);
    // ...because the tracked sites were asked for again, with the right key.
    const tracked = options.page.getByRole('group', { name: msg('excludeVisits_sitesLegend') });
    await tracked.getByRole('checkbox', { name: 'example.com', exact: true }).waitFor();
    expect(await refused.count()).toBe(0);
  });
});

describe.each(BROWSERS)('options page (%s)', (browser) => {
  // Permissions: Save and Test connection ask for the server's origins with permissions.request
  // inside the click (Firefox's MV2 lists them in optional_permissions, and grants a request only
  // in a trusted click); the e2e build holds the loopback origins from install.
  const suite = useExtension(browser, { configure: false });

  it('holds the loopback origins from install in the e2e build', async () => {
    const granted = await suite.ext.inBackground(async ({ api }) => (await api.permissions.getAll()).origins);
    expect(granted).toEqual(expect.arrayContaining(['http://127.0.0.1/*', 'http://localhost/*']));
  });

  it('saves the API key and both base URLs in local storage, never in sync', async () => {
    const { ext, server } = suite;
    const options = await suite.openOptions();
    await options.fill({
      apiKey: server.keys.demo,
      linksBaseUrl: server.url,
      analyticsBaseUrl: `${server.url}/`,
    });
    await options.save();
    await options.waitForStatus(/saved/i);

    const { settings } = (await ext.storage('local')) as {
      settings?: { profiles: Record<string, unknown>[] };
    };
    // The connection is the first (and only) profile's.
    const [profile] = settings?.profiles ?? [];
    expect(profile).toMatchObject({ apiKey: server.keys.demo, linksBaseUrl: server.url });
    // Trailing slashes are dropped (base URLs are joined with /api/v1/...).
    expect(profile?.analyticsBaseUrl).toBe(server.url);
    expect(await ext.inBackground(({ api }) => api.storage.sync.get(null))).toEqual({});

    // Reopened, the page shows the base URLs again and never the key itself.
    const again = await suite.openOptions();
    await expect.poll(() => again.linksBaseUrl.inputValue()).toBe(server.url);
    expect(await again.apiKey.inputValue()).not.toBe(server.keys.demo);
    const html = await again.page.evaluate(() => document.documentElement.outerHTML);
    expect(html).not.toContain(server.keys.demo);
  });

  it('tests the connection: success reports the number of links and websites', async () => {
    const { server } = suite;
    const expected = await totals(server.url, server.keys.demo);
    server.clearRequests();
    const options = await suite.openOptions();
    await options.fill({ apiKey: server.keys.demo, linksBaseUrl: server.url });
    await options.testConnection();
    const text = await options.waitForStatus(/Connected/);
    expect(text).toContain(`Connected: ${expected.links} links, ${expected.websites} websites`);
    const sent = apiRequests(server, 'GET');
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) expect(request.headers.authorization).toBe(`Bearer ${server.keys.demo}`);
  });
});
