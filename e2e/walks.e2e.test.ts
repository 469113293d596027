/**
 * One walk through each page as a user takes it now that the features of the last months meet:
 * a refused key then the right one, then a second profile, in Options; a tracked page that
 * already has a short link, a campaign and Find a link, in the popup; a link's and a website's
 * statistics between their lists, in the manager. Each feature has its own file; these walks
 * catch one feature breaking another.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FindLinkPanel } from './pages/find-link';
import { ManagerPage } from './pages/manager-page';
import { type ApiRecord, apiCall, listAll, listPage } from './support/api';
import { localDay as day } from './support/days';
import { useChromium } from './support/fixture';
import { msg, msgCount } from './support/messages';
import { apiRequests, type RunningServer, resetServer, startReferenceServer } from './support/server';

// Not configured: the Options walk starts from a first run; the other walks configure themselves.
const suite = useChromium({ configure: false });
const LINKS = '/api/v1/links';

/** The server's own sum of a website series (`visitors`, `pageviews`) over a range of days. */
async function serverSum(id: number, name: string, from: string, to: string): Promise<number> {
  const { body } = await apiCall(suite.server, 'GET', `/api/v1/stats/${id}`, {
    query: { name, from, to, per_page: 100 },
  });
  return (body.data as { count: string }[]).reduce((sum, row) => sum + Number(row.count), 0);
}

const shown = (n: number) => n.toLocaleString('en-US');

describe('Options', () => {
  // A second server for a second profile, on the current release (the first is classic).
  let company: RunningServer;
  beforeAll(async () => {
    company = await startReferenceServer({ dialect: 'current' });
  });
  afterAll(async () => {
    await company?.stop();
  });
  beforeEach(async () => {
    await resetServer(company);
  });

  it('is clean once the right key follows a refused one, and shows each profile as saved when switching', async () => {
    const { server } = suite;
    const personalSites = (await listAll(server, '/api/v1/websites')).map((site) => String(site.url)).sort();
    let options = await suite.openOptions();

    // Act: a first run, with a wrong key
    await options.fill({ apiKey: 'wrong-key-000000000000', linksBaseUrl: server.url });
    await options.save();

    // Assert: the refusal the tracked sites met shows once, at the key (not beside "Settings
    // saved.": one state at a time), and stays there on a test
    const refused = msg('optionsError_unauthorized');
    await expect.poll(async () => (await options.fieldError('API key')).description).toContain(refused);
    expect(await options.status.filter({ hasText: msg('options_saved') }).count()).toBe(0);
    await options.testConnection();
    await options.waitForAlert(msg('options_fixFields'));
    expect((await options.fieldError('API key')).invalid).toBe('true');
    expect((await options.page.evaluate(() => document.body.innerText)).split(refused)).toHaveLength(2);

    // Act: the right key, a name, and this server's version; a preference every profile shares
    await options.apiKey.fill(server.keys.demo);
    await options.profileName.fill('Personal');
    await options.preference(msg('options_serverVersion')).selectOption('classic');
    await options.preference(msg('options_notifications')).uncheck();
    await options.save();
    await options.waitForStatus(msg('options_saved'));

    // Assert: nothing refused any more, anywhere on the page; the tracked sites are the account's
    await expect.poll(() => options.alert.allTextContents()).toEqual([]);
    expect((await options.fieldError('API key')).invalid).not.toBe('true');
    await expect.poll(() => options.trackedHosts()).toEqual(personalSites);

    // Arrange: back later, the server's domains to pick from; then a second profile, saved
    options = await suite.openOptions();
    const defaultDomain = options.preference(msg('options_defaultDomain'));
    await defaultDomain
      .getByRole('option', { name: 'https://go.example', exact: true })
      .waitFor({ state: 'attached' });
    await defaultDomain.selectOption({ label: 'https://go.example' });
    await options.save();
    await options.waitForStatus(msg('options_saved'));
    await options.addProfile.click();
    await options.profileName.fill('Company');
    await options.fill({ apiKey: company.keys.other, linksBaseUrl: company.url });
    await options.preference(msg('options_serverVersion')).selectOption('current');
    await options.save();
    await options.waitForStatus(msg('options_saved'));
    // Saved, the new profile stays the one shown (Personal stays the active one). The status comes
    // with the save's answer; the profile list's names come with the stored settings just after.
    await expect.poll(() => options.chosenLabel(options.profile)).toBe('Company');

    // Act: switch to the other profile
    await options.profile.selectOption({ label: 'Personal' });

    // Assert: its connection, its preferences, the shared ones, its tracked sites; nothing refused
    await expect.poll(() => options.profileName.inputValue()).toBe('Personal');
    expect(await options.linksBaseUrl.inputValue()).toBe(server.url);
    expect(await options.apiKey.inputValue()).toBe(''); // a saved key is never shown back
    expect(await options.preference(msg('options_serverVersion')).inputValue()).toBe('classic');
    await expect.poll(() => options.chosenLabel(defaultDomain)).toBe('https://go.example');
    expect(await options.preference(msg('options_notifications')).isChecked()).toBe(false);
    await expect.poll(() => options.trackedHosts()).toEqual(personalSites);
    expect(await options.alert.allTextContents()).toEqual([]);

    // Act: switch back
    await options.profile.selectOption({ label: 'Company' });

    // Assert: the first one's again; its sites are chosen once it is active, and never Personal's
    await expect.poll(() => options.profileName.inputValue()).toBe('Company');
    expect(await options.linksBaseUrl.inputValue()).toBe(company.url);
    expect(await options.apiKey.inputValue()).toBe('');
    expect(await options.preference(msg('options_serverVersion')).inputValue()).toBe('current');
    expect(await defaultDomain.inputValue()).toBe('');
    expect(await options.preference(msg('options_notifications')).isChecked()).toBe(false);
    await expect.poll(() => options.excludeVisits.textContent()).toContain(msg('excludeVisits_otherProfile'));
    expect(await options.excludeVisits.textContent()).toContain(new URL(company.url).host);
    expect(await options.trackedSites.count()).toBe(0);
    expect(await options.alert.allTextContents()).toEqual([]);
    // Each key went to its own server only
    for (const request of apiRequests(server)) {
      expect(request.headers.authorization).not.toBe(`Bearer ${company.keys.other}`);
    }
    for (const request of apiRequests(company)) {
      expect(request.headers.authorization).toBe(`Bearer ${company.keys.other}`);
    }
  });
});

describe('Popup', () => {
  it('shows a tracked page’s short link and numbers, sends the previewed campaign URL, and finds the new link by its alias', async () => {
    // Arrange: the sample page's host is a tracked website, and a seeded link (with clicks)
    // points at the page, as if shortened before
    const { server, other, ext } = suite;
    await suite.configure({ closeAfterCopy: false }); // the popup stays open to be read after a copy
    const site = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const websiteId = Number((site.body.data as ApiRecord).id);
    const host = new URL(other.url).hostname;
    const pageUrl = other.samplePage('walk');
    const put = await apiCall(server, 'PUT', `${LINKS}/2`, { form: { url: pageUrl } });
    const existing = put.body.data as ApiRecord;
    const { tab } = await ext.openTab(pageUrl);

    // Act
    let popup = await suite.openPopup(tab.id);

    // Assert: the page's link with its clicks; the site's visitors and pageviews as the server counts them
    const listed = popup.alreadyShortened.getByRole('listitem');
    await listed.first().waitFor();
    // Its alias, then its short domain ("docssho.rt · 12 clicks")
    const listedUrl = new URL(String(existing.short_url));
    expect(await listed.allTextContents()).toEqual([
      expect.stringContaining(`${listedUrl.pathname.slice(1)}${listedUrl.host}`),
    ]);
    expect(await listed.first().textContent()).toContain(msgCount('find_clicks', Number(existing.clicks)));
    await popup.thisSite(host).getByRole('table').waitFor();
    for (const [measure, name] of [
      [msg('stats_visitors'), 'visitors'],
      [msg('stats_pageviews'), 'pageviews'],
    ] as const) {
      const [today, week] = await Promise.all([
        serverSum(websiteId, name, day(0), day(0)),
        serverSum(websiteId, name, day(-6), day(0)),
      ]);
      expect(await popup.siteFigures(host, measure)).toEqual({ today: shown(today), week: shown(week) });
    }

    // Act: a new link with an alias and a campaign, shortened from the previewed URL
    await popup.alias.fill('walk-spring');
    await popup.openMoreOptions();
    await popup.field(msg('campaign_field_source')).fill('newsletter');
    await popup.field(msg('campaign_field_medium')).fill('email');
    await popup.field(msg('campaign_field_campaign')).fill('spring-sale');
    const preview = await popup.field(msg('campaign_preview')).inputValue();
    server.clearRequests();
    await popup.shorten();
    const shortUrl = await popup.waitForShortUrl();

    // Assert: exactly the preview reached the server, once; the campaign's statistics are offered
    expect(preview).toBe(`${pageUrl}&utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale`);
    const posts = apiRequests(server, 'POST', LINKS);
    expect(posts.map((post) => post.body)).toEqual([{ url: preview, alias: 'walk-spring' }]);
    expect(shortUrl).toMatch(/\/walk-spring$/);
    await popup.campaignStatistics.waitFor();

    // Act: Shorten another, then the popup closed and opened again: it opens with the focus in
    // Alias, and "/" must still reach Find a link (an alias never holds a slash)
    await popup.shortenAnother.click();
    await popup.shortenButton.waitFor();
    expect(await popup.url.inputValue()).toBe(pageUrl);
    await popup.page.close();
    popup = await suite.openPopup(tab.id);
    const find = await new FindLinkPanel(popup.page).ready();
    await expect.poll(() => popup.isFocused(popup.alias)).toBe(true);
    await popup.page.keyboard.press('/');

    // Assert: "/" went to Find a link, not into the alias
    expect(await popup.isFocused(find.input)).toBe(true);
    expect(await popup.alias.inputValue()).toBe('');

    // Act: search the aliases for the new one
    await find.searchIn.selectOption({ label: msg('find_in_alias') });
    await find.input.fill('walk-spring');

    // Assert: found, once (this browser's history and the server's answer merged)
    await expect
      .poll(() => apiRequests(server, 'GET', LINKS).some((request) => request.query.search === 'walk-spring'))
      .toBe(true);
    await expect.poll(() => find.aliases()).toEqual(['walk-spring']);

    // Act: Enter copies the found link
    await find.input.press('Enter');

    // Assert: the new link's short URL (this popup copied nothing else: the shorten was the first one's)
    await expect.poll(() => ext.clipboardWrites(popup.page)).toEqual([shortUrl]);
  });
});

describe('Manager', () => {
  it('returns to the list as it was from a link’s statistics, and to the websites list from a website’s', async () => {
    // Arrange: the links list searched, filtered, sorted, 10 per page, on page 2
    await suite.configure();
    const page = await suite.ext.openExtensionPage('manager.html');
    const manager = await new ManagerPage(page).ready();
    await manager.searchBy.selectOption({ label: msg('manager_searchBy_url') });
    await manager.search.fill('example');
    await manager.search.press('Enter');
    await manager.status.selectOption({ label: msg('manager_status_active') });
    await manager.sort.selectOption({ label: msg('manager_sort_most_clicks') });
    await manager.perPage.selectOption('10');
    const query = { search: 'example', by: 'url', status: 1, sort: 'max', per_page: 10, page: 2 };
    const { data } = await listPage(suite.server, LINKS, query);
    const pageTwo = data.map((link) => String(link.alias));
    expect(pageTwo.length).toBeGreaterThan(0);
    await expect.poll(() => manager.pagerText.textContent()).toMatch(/Page 1 of 2\b/);
    await manager.nextPage.click();
    await expect.poll(() => manager.aliases()).toEqual(pageTwo);
    const listHash = await manager.hash();
    const [alias = ''] = pageTwo;

    // Act: a link's statistics, another range, then back
    await manager.statisticsLink(alias).click();
    await manager.statsHeading(alias).waitFor();
    expect(await manager.hash()).toBe(`#links/${String(data[0]?.id)}/stats`);
    await manager.rangePreset(msg('stats_preset_7d')).click();
    await expect.poll(() => manager.hash()).toBe(`#links/${String(data[0]?.id)}/stats?range=7d`);
    await manager.backTo('links').click();

    // Assert: the same list: its hash, its controls, its page
    await expect.poll(() => manager.hash()).toBe(listHash);
    await expect.poll(() => manager.aliases()).toEqual(pageTwo);
    expect(await manager.search.inputValue()).toBe('example');
    expect(await manager.searchBy.inputValue()).toBe('url');
    expect(await manager.status.inputValue()).toBe('active');
    expect(await manager.sort.inputValue()).toBe('most_clicks');
    expect(await manager.perPage.inputValue()).toBe('10');
    expect(await manager.pagerText.textContent()).toMatch(/Page 2 of 2\b/);

    // Act: the websites, Z–A, a website's statistics, then back
    await manager.section('websites').click();
    await manager.sort.selectOption({ label: msg('manager_sort_desc') });
    const sites = await listAll(suite.server, '/api/v1/websites');
    const zToA = sites
      .map((site) => String(site.url))
      .sort()
      .reverse();
    const exampleId = sites.find((site) => site.url === 'example.com')?.id;
    await expect.poll(() => manager.column(msg('manager_colHost'))).toEqual(zToA);
    await manager.statisticsLink('example.com').click();
    await manager.statsHeading('example.com').waitFor();
    expect(await manager.hash()).toBe(`#websites/${String(exampleId)}/stats`);
    await manager.backTo('websites').click();

    // Assert: the websites list, still Z–A
    await expect.poll(() => manager.hash()).toBe('#websites?sort=desc');
    await expect.poll(() => manager.column(msg('manager_colHost'))).toEqual(zToA);
    expect(await manager.sort.inputValue()).toBe('desc');
  });
});
