/**
 * Accessibility: axe-core (WCAG 2.1 A/AA + best practices) in real Chromium on the
 * popup, options and manager pages in each of their states, light and dark: zero violations.
 * Every state is checked with expect.soft, so one run lists all the states that fail and, for
 * each, the rule, the elements and what to fix.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import { apiCall } from './support/api';
import { axeReport } from './support/axe';
import { useChromium } from './support/fixture';
import { msg } from './support/messages';
import { settingsFor, settingsItems } from './support/settings';
import { firstScreenComplete } from './support/stats-screen';

const suite = useChromium();

/**
 * Checks the page as it is now, in the light theme and then in the dark one (emulated
 * prefers-color-scheme; the body's background shows the dark theme really applies), back to light.
 */
async function check(page: Page, state: string): Promise<void> {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect.soft(await axeReport(page), `axe violations: ${state}`).toBe('');
  const light = await background();
  await page.emulateMedia({ colorScheme: 'dark' });
  expect.soft(await background(), `${state}: the dark theme applies`).not.toBe(light);
  expect.soft(await axeReport(page), `axe violations: ${state} (dark)`).toBe('');
  await page.emulateMedia({ colorScheme: 'light' });
}

async function openManager(hash = ''): Promise<ManagerPage> {
  const page = await suite.ext.openExtensionPage(`manager.html${hash}`);
  return new ManagerPage(page).ready();
}

/** Closes the open dialog (Escape) and waits until it is gone. */
async function closeDialog(manager: ManagerPage): Promise<void> {
  await manager.page.keyboard.press('Escape');
  await manager.dialog.waitFor({ state: 'hidden' });
}

describe('accessibility (axe-core, Chromium)', () => {
  it('axe-core runs in an extension page despite its CSP, and reports what it finds', async () => {
    const options = await suite.openOptions();
    const { page } = options;
    // The CSP (script-src 'self') refuses an inline script: axe is evaluated over CDP instead.
    await expect(page.addScriptTag({ content: 'window.inlineRan = true' })).rejects.toThrow(
      /Content Security Policy/,
    );
    await page.evaluate(() => {
      const bad = document.createElement('p');
      bad.innerHTML = '<input type="text"><span style="color:#bbb;background:#fff">faint</span>';
      document.querySelector('main')?.append(bad);
    });
    const report = await axeReport(page);
    expect(report).toMatch(/^label \(critical\)/m);
    expect(report).toMatch(/^color-contrast \(serious\)/m);
    expect(report).toContain('input[type="text"]');
  });

  it('popup: not configured', async () => {
    await suite.ext.clearStorage('local');
    const { tab } = await suite.openSample();
    const page = await suite.ext.openExtensionPage(`popup.html?tabId=${tab.id}`);
    await page.getByRole('button', { name: msg('popup_openOptions'), exact: true }).waitFor();
    await check(page, 'popup not configured');
  });

  it('popup: filled, More options, field error, alert, result with QR code, recent links', async () => {
    const { server } = suite;
    const { tab } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);
    const { page } = popup;
    await popup.waitForUrl();
    await page.getByRole('link', { name: msg('popup_openManager'), exact: true }).waitFor();
    await popup.fill({ alias: 'a11y-alias', password: 'a11y pass' });
    await check(page, 'popup configured and filled');

    await popup.openMoreOptions();
    await page.getByRole('option', { name: 'https://go.example' }).waitFor({ state: 'attached' });
    await check(page, 'popup More options open');

    server.faults.respond('POST /api/v1/links', {
      status: 422,
      body: { message: { alias: ['The Alias has already been taken.'] }, status: 422 },
    });
    await popup.shorten();
    // Said at the field only (no alert repeats it).
    await expect.poll(async () => (await popup.fieldError('Alias')).invalid).toBe('true');
    await check(page, 'popup 422: error on the Alias field');

    server.faults.respond('POST /api/v1/links', { status: 500, body: { message: 'Server Error' } });
    await popup.shorten();
    await popup.alert.filter({ hasText: /server had a problem/ }).waitFor();
    await check(page, 'popup 500: alert');

    await popup.shorten();
    await popup.waitForShortUrl();
    await popup.qrButton.click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await check(page, 'popup result with QR code');

    const other = await suite.openSample();
    const second = await suite.openPopup(other.tab.id);
    // The recent links are a disclosure, closed until opened
    await second.page
      .getByRole('region', { name: msg('popup_recent') })
      .locator('summary')
      .click();
    await second.page.getByRole('button', { name: msg('popup_copyRecent', 'a11y-alias') }).waitFor();
    await check(second.page, 'popup with recent links');

    // Find a link: results with their mouse buttons, the first one selected.
    await second.page.getByRole('combobox', { name: 'Find a link' }).fill('a11y');
    await second.page.getByRole('listbox').getByRole('option').first().waitFor();
    await check(second.page, 'popup Find a link results');
  });

  it('options: empty, filled, http warning, failed and successful Test connection', async () => {
    const { server } = suite;
    await suite.ext.clearStorage('local');
    const options = await suite.openOptions();
    const { page } = options;
    await check(page, 'options empty');

    await options.fill({ apiKey: 'wrong-key-for-a11y', linksBaseUrl: server.url });
    await page.getByText(msg('options_unsaved')).waitFor();
    await check(page, 'options filled');

    await options.testConnection();
    await options.waitForAlert(msg('options_fixFields'));
    await expect.poll(() => options.apiKey.getAttribute('aria-invalid')).toBe('true');
    await check(page, 'options after a failed Test connection');

    await options.fill({ apiKey: server.keys.demo });
    await options.testConnection();
    await options.waitForStatus(/Connected/);
    await check(page, 'options after a successful Test connection');

    await options.fill({ linksBaseUrl: 'http://sho.rt.example' });
    await page.getByText(msg('options_httpWarning')).first().waitFor();
    await check(page, 'options http warning');
  });

  it('manager links: list as cards and as a table, shortcuts, create dialog, delete dialog, no results, error (wrong key)', async () => {
    const manager = await openManager();
    const { page } = manager;
    await expect.poll(() => manager.rows.count()).toBeGreaterThan(0);
    await check(page, 'manager links list (cards, 800 px)');
    await page.setViewportSize({ width: 1280, height: 800 });
    await check(page, 'manager links table (1280 px)');
    await page.keyboard.press('?');
    await manager.dialog.waitFor();
    await check(page, 'manager keyboard shortcuts dialog');
    await closeDialog(manager);
    await page.setViewportSize({ width: 800, height: 700 });

    await manager.newLink.click();
    await manager.dialog.waitFor();
    await check(page, 'manager create link dialog');
    await closeDialog(manager);

    const [alias] = (await manager.aliases()) ?? [];
    await manager.rowButton('Delete', String(alias)).click();
    await manager.dialog.waitFor();
    await check(page, 'manager delete confirmation dialog');
    await closeDialog(manager);

    await manager.search.fill('no-such-link-anywhere-a11y');
    await page.getByText(msg('manager_emptyLinksFiltered')).waitFor();
    await check(page, 'manager links: no results');

    await suite.configure({}, 'wrong-key-for-a11y');
    const failed = await openManager();
    await failed.page.getByRole('alert').first().waitFor();
    await check(failed.page, 'manager links: error (wrong key)');
  });

  it('manager websites: list, new website dialog, delete confirmation, server error', async () => {
    const manager = await openManager('#websites');
    const { page } = manager;
    await expect.poll(() => manager.rows.count()).toBeGreaterThan(0);
    await check(page, 'manager websites list');

    await manager.newWebsite.click();
    await manager.dialog.waitFor();
    await check(page, 'manager new website dialog');
    await closeDialog(manager);

    await manager.page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await manager.dialog.waitFor();
    await check(page, 'manager websites delete confirmation dialog');
    await closeDialog(manager);

    // A read is tried at most twice: both attempts fail.
    suite.server.faults.respond(
      'GET /api/v1/websites',
      { status: 500, body: { message: 'Server Error' } },
      2,
    );
    const failed = await openManager('#websites');
    await failed.page.getByRole('alert').first().waitFor();
    await check(failed.page, 'manager websites: error (server 500)');
  });

  it('statistics: a website view with its data table open and a refused range, and the popup panel', async () => {
    const page = await suite.ext.openExtensionPage('manager.html#websites/1001/stats?range=30d');
    await page.locator('.stats-chart-box canvas').waitFor();
    await page.waitForFunction(firstScreenComplete); // the other cards load as they scroll in
    await page.getByText('Show the data table').click();
    await page.getByLabel('From', { exact: true }).fill('2026-01-10');
    await page.getByLabel('To', { exact: true }).fill('2026-01-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('#stats-from[aria-invalid="true"]').waitFor();
    await check(page, 'manager statistics view');

    await apiCall(suite.server, 'POST', '/api/v1/websites', { form: { url: suite.other.url } });
    const { tab } = await suite.ext.openTab(suite.other.samplePage('a11y-stats'));
    const popup = await suite.ext.openExtensionPage(`popup.html?tabId=${tab.id}`);
    await popup.locator('#site-stats .site-stats-figures').waitFor();
    await check(popup, 'popup with This site');
  });

  it('statistics: a view whose rate limit ran out partway (cards with rows beside cards that wait)', async () => {
    // The server's budget runs out after 3 answers (the two series with their previous periods,
    // one card); the other cards wait, said once at the top.
    suite.server.faults.respond(
      'GET /api/v1/stats/*',
      { status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': '30' } },
      1000,
      3,
    );
    const page = await suite.ext.openExtensionPage('manager.html#websites/1002/stats?range=7d');
    await page.getByText(/load by themselves at/).waitFor();
    await check(page, 'manager statistics view, rate limited');
  });

  it('two profiles: the Profile selects of options, popup and manager', async () => {
    const { server } = suite;
    const alpha = settingsFor(server, server.keys.demo, { profileId: 'alpha', profileName: 'Personal' });
    const beta = settingsFor(server, server.keys.other, { profileId: 'beta', profileName: 'Company' });
    await suite.writeSettings(settingsItems(alpha, beta));

    const options = await suite.openOptions();
    await options.page.getByRole('button', { name: 'Remove profile' }).waitFor();
    await check(options.page, 'options with two profiles');

    const { tab } = await suite.openSample('a11y-profiles');
    const popup = await suite.openPopup(tab.id);
    await popup.profile.waitFor();
    await check(popup.page, 'popup with the Profile switcher');

    const manager = await openManager();
    await manager.profile.waitFor();
    await check(manager.page, 'manager with the Profile switcher');
  });
  it("Don't count my visits: the popup's switch on, and the Options section with access missing", async () => {
    await apiCall(suite.server, 'POST', '/api/v1/websites', { form: { url: suite.other.url } });
    const { tab } = await suite.ext.openTab(suite.other.samplePage('a11y-exclude'));
    const popup = await suite.ext.openExtensionPage(`popup.html?tabId=${tab.id}`);
    await popup.getByRole('switch', { name: msg('excludeVisits_switch') }).click();
    await popup.locator('.exclude-visits-note').waitFor();
    await check(popup, 'popup with the switch on');
    const options = await suite.ext.openExtensionPage('options.html');
    const section = options.getByRole('region', { name: msg('excludeVisits_switch') });
    await section.getByRole('radio', { name: msg('excludeVisits_all') }).click();
    await section.locator('.exclude-visits-missing').first().waitFor(); // the seeded sites: no access
    await check(options, 'options with the section, access missing');
  });
});
