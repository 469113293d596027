/**
 * options.html: saving the connection and testing it against the reference server, through the
 * page's accessible names only. Settings are typed in the page (no storage shortcut). Save and
 * Test connection in both browsers; how each failure of the test is worded, in Chromium.
 */
import { describe, expect, it } from 'vitest';
import { listAll } from './support/api';
import { useChromium } from './support/fixture';
import { msg } from './support/messages';
import { whenShown } from './support/page-state';
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
  it('tests the connection: a server that is down is said at the links base URL', async () => {
    const port = await freePort();
    const options = await suite.openOptions();
    await options.fill({ apiKey: suite.server.keys.demo, linksBaseUrl: `http://127.0.0.1:${port}` });
    await options.testConnection();
    await options.waitForAlert(msg('options_fixFields'));
    expect((await options.fieldError('Links base URL')).description).toContain(msg('optionsError_network'));
  });

  it('tests the connection: a URL that is not an API is said at the links base URL', async () => {
    const { other, server } = suite;
    const options = await suite.openOptions();
    await options.fill({ apiKey: server.keys.demo, linksBaseUrl: other.url });
    await options.testConnection();
    await options.waitForAlert(msg('options_fixFields'));
    expect((await options.fieldError('Links base URL')).description).toMatch(
      new RegExp(`${msg('optionsError_bad_response')}|${msg('optionsError_not_found')}`),
    );
  });

  it('says a refused key once, under API key, in words for this page', async () => {
    // Arrange: a wrong key saved, so the tracked sites are asked for with it too.
    const { server } = suite;
    const options = await suite.openOptions();
    await options.fill({ apiKey: 'not-a-valid-key-1234', linksBaseUrl: server.url });
    await options.save();
    await options.trackedSites.getByText(msg('excludeVisits_sitesUnavailable')).waitFor();

    // Act
    await options.testConnection();
    await options.waitForAlert(msg('options_fixFields'));

    // Assert: one sentence, at the key, that does not send the user to the page they are on.
    const refused = 'The server refused this key. Check it and save again.';
    const field = await options.fieldError('API key');
    // The field's hint (how to keep the saved key) describes it too.
    expect(field).toEqual({ invalid: 'true', description: `${refused} ${msg('options_apiKeyKeep')}` });
    const text = await options.page.evaluate(() => document.body.innerText);
    expect(text.split(refused)).toHaveLength(2);
    expect(text).not.toMatch(/was refused/);
    expect(text).not.toMatch(/in Options/);
    expect(apiRequests(server).some((r) => r.status === 401)).toBe(true);
  });

  it('stops saying the key was refused once the right key is saved over a wrong one', async () => {
    const { server } = suite;
    // Ends like the right key: the page shows the same hint (••••cdef) for both.
    const wrongKey = `wrong-${server.keys.demo}`;
    const first = await suite.openOptions();
    await first.fill({ apiKey: wrongKey, linksBaseUrl: server.url });
    await first.save();
    // One state at a time: the refused key is said at the key, and not also "Settings saved.".
    await first.page.getByText(msg('optionsError_unauthorized')).first().waitFor();
    expect(await first.status.textContent()).not.toMatch(/saved/i);
    await first.page.close();
    const options = await suite.openOptions();
    const refused = options.page.getByText(msg('optionsError_unauthorized'));
    // Don't count my visits asked for the tracked sites with the wrong key: said at the key.
    await refused.first().waitFor();

    await options.fill({ apiKey: server.keys.demo });
    await options.save();
    await options.waitForStatus(/saved/i);

    // Nothing on the page, in any section, still says the key was refused...
    await expect.poll(() => refused.count(), { timeout: 10_000 }).toBe(0);
    // ...because the tracked sites were asked for again, with the right key.
    const tracked = options.page.getByRole('group', { name: msg('excludeVisits_sitesLegend') });
    await tracked.getByRole('checkbox', { name: 'example.com', exact: true }).waitFor();
    expect(await refused.count()).toBe(0);
    expect((await options.fieldError('API key')).invalid).not.toBe('true');
  });

  it('puts Export and Import profiles below the connection on a first run', async () => {
    const options = await suite.openOptions();
    const order = await options.page.evaluate(() => {
      const top = (el: Element | null) => el?.getBoundingClientRect().top ?? Number.NaN;
      const byText = (text: string) =>
        [...document.querySelectorAll('button, label')].find((el) => el.textContent?.trim() === text) ?? null;
      return {
        apiKey: top(document.querySelector('#api-key')),
        save: top(byText('Save')),
        exportProfiles: top(byText('Export profiles')),
      };
    });
    expect(order.exportProfiles).toBeGreaterThan(order.save);
    expect(order.exportProfiles).toBeGreaterThan(order.apiKey);
  });

  it('shows the badge’s hint with the hosts the badge reads, the server’s own among them', async () => {
    const { server } = suite;
    const options = await suite.openOptions();
    await options.fill({ apiKey: server.keys.demo, linksBaseUrl: server.url });
    await options.save();
    await options.waitForStatus(msg('options_saved'));
    const visitors = options.page.getByLabel(msg('options_badge_visitors'), { exact: true });
    const hint = options.page.locator(`[id="${await visitors.getAttribute('aria-describedby')}"]`);
    await expect.poll(() => hint.textContent()).toContain('127.0.0.1');
  });

  it('draws its two radio groups alike', async () => {
    await suite.configure();
    const options = await suite.openOptions();
    // When it fails, the error says what the page showed and what the server was asked.
    await whenShown(options.page, [suite.server], () =>
      options.excludeVisits.getByRole('radio').first().waitFor(),
    );
    const looks = await options.page.evaluate(() =>
      [...document.querySelectorAll('input[type="radio"]')].map((radio) => {
        const label = document.querySelector(`label[for="${radio.id}"]`) ?? radio.closest('label');
        const style = label ? getComputedStyle(label) : null;
        const box = radio.getBoundingClientRect();
        const text = label?.getBoundingClientRect();
        return {
          group: radio.getAttribute('name'),
          look: {
            weight: style?.fontWeight,
            size: style?.fontSize,
            color: style?.color,
            radio: `${Math.round(box.width)}x${Math.round(box.height)}`,
            gap: text ? Math.round(text.left - box.right) : null,
          },
        };
      }),
    );
    const groups = new Set(looks.map((entry) => entry.group));
    expect(groups.size).toBe(2);
    const distinct = new Set(looks.map((entry) => JSON.stringify(entry.look)));
    expect([...distinct]).toHaveLength(1);
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

  it('offers the server’s domains and spaces as selects right after the first Save, no reload', async () => {
    // Arrange: a fresh profile; the links base URL pasted with the API path.
    const { server } = suite;
    const domains = (await listAll(server, '/api/v1/domains')).map((domain) => String(domain.name));
    const options = await suite.openOptions();
    await options.fill({ apiKey: server.keys.demo, linksBaseUrl: `${server.url}/api/v1` });

    // Act
    await options.save();
    await options.waitForStatus(msg('options_saved'));

    // Assert: the same selects as after a reload, "Default" and the server's domains.
    const domain = options.preference(msg('options_defaultDomain'));
    const choices = () =>
      domain.evaluate((el) =>
        el instanceof HTMLSelectElement ? [...el.options].map((option) => option.label) : el.tagName,
      );
    await expect.poll(choices, { timeout: 10_000 }).toEqual([msg('form_idDefault'), ...domains]);
    expect(await options.preference(msg('options_defaultSpace')).evaluate((el) => el.tagName)).toBe('SELECT');

    // Assert: the removed /api/v1 is a note like the other hints, not an error.
    const field = await options.fieldError('Links base URL');
    expect(field.invalid).not.toBe('true');
    expect(field.description).toContain('/api/v1');
    const [note, hint] = await options.page.evaluate(() =>
      [
        document.getElementById(
          document.getElementById('links-base-url')?.getAttribute('aria-describedby')?.split(' ')[0] ?? '',
        ),
        document.getElementById(
          document.getElementById('server-version')?.getAttribute('aria-describedby')?.split(' ')[0] ?? '',
        ),
      ].map((el) => {
        const style = el ? getComputedStyle(el) : null;
        return {
          color: style?.color,
          weight: style?.fontWeight,
          before: el ? getComputedStyle(el, '::before').content : null,
        };
      }),
    );
    expect(note).toEqual(hint);
  });
});
