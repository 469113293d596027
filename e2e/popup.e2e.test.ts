/**
 * popup.html?tabId=N against the reference server: prefill, shorten with the main fields, copy,
 * QR code (both browsers); every "More options" field, reuse, unsupported tabs, drafts (Chromium).
 */
import { describe, expect, it } from 'vitest';
import { clipboardWrites, pastedClipboard, recordClipboardWrites } from './support/clipboard';
import { useChromium } from './support/fixture';
import { msg } from './support/messages';
import { apiRequests, expectNoRequest, toApi } from './support/server';
import { BROWSERS, useExtension } from './support/suite';

const suite = useChromium();
const LINKS = '/api/v1/links';

describe('popup (Chromium)', () => {
  it('sends every "More options" field, lists as country[i][key] / pixels[] arrays', async () => {
    const { server } = suite;
    const { tab, url } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);
    await popup.waitForUrl();
    await popup.fill({ alias: 'full-options', password: 'redirect-pw' });
    await popup.openMoreOptions();
    const page = popup.page;

    // Domains, spaces and pixels come from the server: pick them by name.
    await page.getByRole('option', { name: 'https://go.example' }).waitFor({ state: 'attached' });
    await popup.field(msg('form_domain')).selectOption({ label: 'https://go.example' });
    await popup.field(msg('form_space')).selectOption({ label: 'Work' });
    await page.getByRole('checkbox', { name: 'FB', exact: true }).check();
    await page.getByRole('checkbox', { name: 'GA', exact: true }).check();
    await popup.field(msg('form_privacy')).selectOption({ label: msg('form_privacy_password') });
    await popup.field(msg('form_privacyPassword')).fill('stats-pw');
    await popup.field(msg('form_expirationDate')).fill('2031-02-03');
    await popup.field(msg('form_expirationTime')).fill('04:05');
    await popup.field(msg('form_expirationClicks')).fill('7');
    await popup.field(msg('form_expirationUrl')).fill('https://example.com/expired');
    await popup.field(msg('form_targetsType')).selectOption({ label: msg('form_targets_countries') });
    await popup.field(msg('form_targetKey', '1')).fill('US');
    await popup.field(msg('form_targetValue', '1')).fill('https://us.example.com/');
    await page.getByRole('button', { name: msg('form_targetAdd'), exact: true }).click();
    await popup.field(msg('form_targetKey', '2')).fill('DE');
    await popup.field(msg('form_targetValue', '2')).fill('https://de.example.com/');
    await page.getByRole('checkbox', { name: msg('form_disabled'), exact: true }).check();

    server.clearRequests();
    await popup.shorten();
    const shortUrl = await popup.waitForShortUrl();
    expect(shortUrl).toMatch(/\/full-options$/);

    const posts = apiRequests(server, 'POST', LINKS);
    expect(posts).toHaveLength(1);
    const post = posts[0];
    expect(post?.body).toEqual({
      url,
      alias: 'full-options',
      password: 'redirect-pw',
      domain: '2',
      space: '2',
      pixels: ['1', '2'],
      disabled: '1',
      privacy: '2',
      privacy_password: 'stats-pw',
      expiration_date: '2031-02-03',
      expiration_time: '04:05',
      expiration_clicks: '7',
      expiration_url: 'https://example.com/expired',
      target_type: '1',
      country: [
        { key: 'US', value: 'https://us.example.com/' },
        { key: 'DE', value: 'https://de.example.com/' },
      ],
    });
    const raw = decodeURIComponent(post?.rawBody ?? '');
    expect(raw).toContain('country[0][key]=US');
    expect(raw).toContain('country[1][value]=https://de.example.com/');
    expect(raw).toContain('pixels[]=1');
    expect(post?.status).toBe(201);
  });

  it('reuses the existing short link for the same URL: same short URL, said so, no second POST', async () => {
    const { server } = suite;
    const { tab } = await suite.openSample();
    const first = await suite.openPopup(tab.id);
    await first.waitForUrl();
    await first.shorten();
    const shortUrl = await first.waitForShortUrl();
    await first.page.close();
    expect(apiRequests(server, 'POST', LINKS)).toHaveLength(1);

    const second = await suite.openPopup(tab.id);
    await second.waitForUrl();
    await second.shorten();
    expect(await second.waitForShortUrl()).toBe(shortUrl);
    const status = second.status.filter({ hasText: /reused/i });
    await status.waitFor({ state: 'visible' });
    expect(apiRequests(server, 'POST', LINKS)).toHaveLength(1);
  });

  for (const [name, url] of [
    ['a chrome:// page', 'chrome://version/'],
    ['about:blank', 'about:blank'],
    ['a data: URL', 'data:text/html,<p>data page</p>'],
  ] as const) {
    it(`refuses ${name}: an alert, and nothing sent`, async () => {
      const { ext, server } = suite;
      const { tabId } = await ext.openUnreadableTab(url);
      server.clearRequests();
      const page = await ext.openExtensionPage(`popup.html?tabId=${tabId}`);
      const alert = page.getByRole('alert').first();
      await alert.waitFor({ state: 'visible' });
      expect(((await alert.textContent()) ?? '').length).toBeGreaterThan(10);
      // Nothing can be submitted, and nothing went to the server.
      const shorten = page.getByRole('button', { name: 'Shorten', exact: true });
      if ((await shorten.count()) > 0) await shorten.click();
      await expectNoRequest(server, toApi, { within: 600 });
      expect(apiRequests(server)).toEqual([]);
    });
  }

  it('keeps the draft when the popup is closed and reopened', async () => {
    const { tab, url } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);
    await popup.waitForUrl();
    await popup.fill({ alias: 'draft-alias', password: 'draft-pw' });
    // Drafts are written as you type: the last keystroke's is stored before the popup closes.
    await expect
      .poll(async () => {
        const { popupDraft } = await suite.ext.storage('session');
        return (popupDraft as Record<string, { value: Record<string, unknown> }> | undefined)?.[url]?.value;
      })
      .toMatchObject({ alias: 'draft-alias', password: 'draft-pw' });
    await popup.page.close();

    const again = await suite.openPopup(tab.id);
    await expect.poll(() => again.alias.inputValue()).toBe('draft-alias');
    expect(await again.password.inputValue()).toBe('draft-pw');
    expect(await again.url.inputValue()).toBe(url);
  });
});

describe.each(BROWSERS)('popup (%s)', (browser) => {
  // The popup's first script and hydration: the first script fills the tab's URL (with Firefox's
  // `browser` or Chromium's `chrome`) before Preact takes over the form. Clipboard: the short URL
  // is copied from the popup on its own, and with Copy.
  const suite = useExtension(browser);

  it('prefills the URL from the tab and shortens with alias and password: sent as typed, shown, copied, QR code', async () => {
    const { ext, server } = suite;
    const { tabId, url } = await suite.openSample();
    const popup = await suite.openPopup(tabId);
    expect(await popup.waitForUrl()).toBe(url);
    await recordClipboardWrites(popup.page);

    await popup.fill({ alias: 'e2e-alias', password: 's3cret pass' });
    server.clearRequests();
    await popup.shorten();
    const shortUrl = await popup.waitForShortUrl();

    const posts = apiRequests(server, 'POST', LINKS);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ url, alias: 'e2e-alias', password: 's3cret pass' });
    expect(posts[0]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(posts[0]?.headers.accept).toMatch(/application\/json/);
    expect(posts[0]?.headers.authorization).toBe(`Bearer ${server.keys.demo}`);
    expect(posts[0]?.status).toBe(201);
    expect(shortUrl).toMatch(/^https?:\/\/.+\/e2e-alias$/);

    // Copied automatically (copyAutomatically defaults to on), and again with Copy.
    await expect.poll(() => clipboardWrites(popup.page)).toEqual([shortUrl]);
    await popup.copyButton.click();
    await expect.poll(() => clipboardWrites(popup.page)).toEqual([shortUrl, shortUrl]);
    expect(await pastedClipboard(ext, suite.other.url)).toBe(shortUrl);

    // The QR code is drawn (an svg) once asked for.
    await popup.qrButton.click();
    const qr = popup.page.getByRole('img', {
      name: new RegExp(`QR code.*${shortUrl.replace(/[.?/]/g, '\\$&')}`),
    });
    await qr.waitFor({ state: 'visible' });
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect(await popup.page.locator('svg path').count()).toBeGreaterThan(0);

    // In the history.
    const { history } = (await ext.storage('local')) as {
      history?: Array<{ shortUrl: string; url: string }>;
    };
    expect(history?.[0]).toMatchObject({ shortUrl, url });
  });
});
