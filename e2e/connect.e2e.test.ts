/**
 * "Connect from this tab": the popup opened on the reference server's own tab, signed in to its
 * web app, connects in one click (the key read from its account page, tested, saved), and the
 * next shorten works; signed out it says so and sends nothing; elsewhere it offers nothing.
 */
import { describe, expect, it } from 'vitest';
import { PopupPage } from './pages/popup-page';
import { expectNoRequest, nextRequest, toApi } from './support/server';
import { BROWSERS, useExtension } from './support/suite';

describe.each(BROWSERS)('Connect from the server’s tab (%s)', (browser) => {
  const suite = useExtension(browser, { configure: false });

  /** Signs in to the reference server's web app in a tab, as a person would. */
  async function signedInTab() {
    const { page, tabId } = await suite.ext.openTab(`${suite.server.url}/login`);
    await page.getByLabel('Email address').fill('demo@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    return tabId;
  }

  const host = () => new URL(suite.server.url).host;

  it('makes a working profile in one click on a signed-in server tab, and the next shorten works', async () => {
    // Arrange: signed in on the server's tab, the extension not connected
    const tabId = await signedInTab();
    const page = await suite.ext.openExtensionPage(`popup.html?tabId=${tabId}`);

    // Act: the one click
    await page.getByRole('button', { name: `Connect to ${host()}` }).click();

    // Assert: connected, the key shown only by its last four characters, the form ready
    const popup = await new PopupPage(page).ready();
    await page.getByText(`Connected to ${host()} with the key ••••cdef.`).waitFor();
    expect(await page.locator('body').textContent()).not.toContain(suite.server.keys.demo);
    const keyed = suite.server.requests().filter((r) => r.headers.authorization);
    expect(keyed.length).toBeGreaterThan(0);
    expect(keyed.every((r) => r.headers.authorization === `Bearer ${suite.server.keys.demo}`)).toBe(true);
    expect(popup).toBeDefined();

    // and the next shorten, on another tab, works with the saved profile
    const sample = await suite.openSample('after-connect');
    const next = await suite.openPopup(sample.tabId);
    await next.shorten();
    expect(await next.waitForShortUrl()).toMatch(/^https?:\/\//);
  });

  it('says the user is signed out, offers the sign-in page and sends nothing to the API', async () => {
    // Arrange: the server's sign-in page, nobody signed in
    const { tabId } = await suite.ext.openTab(`${suite.server.url}/login`);
    const page = await suite.ext.openExtensionPage(`popup.html?tabId=${tabId}`);

    // Act: the popup checks the tab
    await page.getByText(`You are not signed in to ${host()}.`, { exact: false }).waitFor();

    // Assert: no Connect, nothing to the API, no key anywhere; the sign-in page one click away
    expect(await page.getByRole('button', { name: `Connect to ${host()}` }).count()).toBe(0);
    expect(suite.server.requests().filter(toApi)).toEqual([]);
    expect(suite.server.requests().filter((r) => r.headers.authorization)).toEqual([]);
    const since = suite.server.requests().length;
    const noApi = expectNoRequest(suite.server, toApi);
    await page.getByRole('button', { name: 'Open the sign-in page' }).click();
    await nextRequest(suite.server, (r) => r.method === 'GET' && r.path === '/login', { since });
    await noApi;
  });

  it('offers nothing on an ordinary site', async () => {
    // Arrange: a page of another site
    const { tabId } = await suite.openSample('ordinary');

    // Act
    const page = await suite.ext.openExtensionPage(`popup.html?tabId=${tabId}`);
    await page.locator('section.not-configured[aria-busy="false"]').waitFor();

    // Assert: the settings' way only; the site was asked nothing but its account page (besides
    // the sample page itself), without a key
    expect(await page.getByRole('button', { name: /^Connect to/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open settings' }).count()).toBe(1);
    const asked = suite.other.requests().filter((r) => !r.url.includes('ordinary'));
    expect(asked.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /account/api']);
    expect(asked[0]?.authorization).toBeUndefined();
  });

  it('adds a second server from Options’ “Connect from a server’s tab”, beside the connected one', async () => {
    // Arrange: a profile connected to another server; Options arms the next popup
    await suite.configure({ linksBaseUrl: 'https://elsewhere.example', analyticsBaseUrl: '' });
    const options = await suite.openOptions();
    await options.page.getByRole('button', { name: 'Connect from a server’s tab' }).click();
    await options.waitForStatus('choose “Connect to”');
    const tabId = await signedInTab();

    // Act: the popup of the server's tab, connected already, offers it; one click
    const page = await suite.ext.openExtensionPage(`popup.html?tabId=${tabId}`);
    await page.getByRole('button', { name: `Connect to ${host()}` }).click();

    // Assert: a new profile for this server, active, beside the first one
    await page.getByText(`Connected to ${host()} with the key ••••cdef.`).waitFor();
    const profiles = page.locator('#active-profile option');
    await profiles.nth(1).waitFor({ state: 'attached' });
    expect(await profiles.allTextContents()).toEqual(['elsewhere.example', host()]);
  });
});
