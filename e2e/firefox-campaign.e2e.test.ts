/**
 * Campaign parameters (issue 28) in Firefox ESR (.output/firefox-mv2-e2e), the twin of
 * campaign.e2e.test.ts: the popup's fields filled from the tab URL's utm_* parameters, the
 * previewed URL the one created, "Campaign statistics" opening the campaigns list searched; the
 * manager's New link with a value used before in its datalist and a preset saved and picked.
 * DOM polling and DOM events, as the other Firefox tests (no Locators: see firefox-stats).
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import type { FirefoxGlobals } from './support/firefox';
import { useFirefox } from './support/firefox-suite';
import { untilInPage } from './support/poll-page';
import { apiRequests, statsRequests } from './support/server';

const suite = useFirefox();
const LINKS = '/api/v1/links';

const postedUrls = () =>
  apiRequests(suite.server, 'POST', LINKS).map((request) => (request.body as { url?: string }).url);

/** Clicks the button whose accessible name is exactly `name`, once it is there and enabled. */
async function press(page: Page, name: string): Promise<void> {
  await untilInPage(
    page,
    (wanted) => {
      const all = [...document.querySelectorAll('button')] as HTMLButtonElement[];
      const found = all.find(
        (el) => !el.disabled && (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() === wanted,
      );
      found?.click();
      return Boolean(found);
    },
    name,
  );
}

/** Opens More options unless it is open already (it is, for a form holding a value behind it). */
async function openMore(page: Page): Promise<void> {
  await untilInPage(page, () => {
    const button = [...document.querySelectorAll('button.disclosure')].find(
      (el) => el.textContent?.trim() === 'More options',
    ) as HTMLButtonElement | undefined;
    if (button && button.getAttribute('aria-expanded') !== 'true') button.click();
    return button?.getAttribute('aria-expanded') === 'true';
  });
}

/** The input, select or text area labelled exactly `label`: its value, once it is there. */
const fieldValue = (page: Page, label: string) =>
  untilInPage(
    page,
    (wanted) => {
      const tag = [...document.querySelectorAll('label')].find((el) => el.textContent?.trim() === wanted);
      const field = tag && (document.getElementById(tag.htmlFor) as HTMLInputElement | null);
      return field ? { value: field.value } : null;
    },
    label,
  ).then((found) => found.value);

/** Types into (or picks in) the field labelled exactly `label`, as a person would: input and change events. */
async function fill(page: Page, label: string, value: string): Promise<void> {
  await untilInPage(
    page,
    ({ wanted, value }) => {
      const tag = [...document.querySelectorAll('label')].find((el) => el.textContent?.trim() === wanted);
      const field = tag && (document.getElementById(tag.htmlFor) as HTMLInputElement | null);
      if (!field || field.disabled || field.closest('fieldset:disabled')) return false;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    { wanted: label, value },
  );
}

/**
 * The URL of the extension tab whose URL contains `part`, once one is open (puppeteer does not
 * list a tab the extension opened with tabs.create: the tabs API does).
 */
async function tabUrlWith(part: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await suite.ff.inExtension(async (wanted) => {
      const tabs = await (globalThis as unknown as FirefoxGlobals).browser.tabs.query({});
      return tabs.find((tab) => tab.url?.includes(wanted))?.url ?? null;
    }, part);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no tab at ${part}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const storedLocal = () =>
  suite.ff.inExtension(() => (globalThis as unknown as FirefoxGlobals).browser.storage.local.get(null), null);

describe('campaign fields (Firefox)', () => {
  it('fills the popup fields from the tab URL, sends the previewed URL, and opens the campaign statistics', async () => {
    // Arrange: a tracked site (127.0.0.1) and a tab whose URL carries a campaign and a fragment
    const { ff, server, other } = suite;
    const site = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const websiteId = Number((site.body as { data: { id: number } }).data.id);
    const base = other.samplePage('ff-campaign');
    const { tabId } = await ff.openTab(`${base}&utm_source=newsletter&utm_campaign=launch#intro`);
    const page = await ff.openExtensionPage(`popup.html?tabId=${tabId}`, 'button');
    await openMore(page);
    await untilInPage(page, () => document.querySelector('fieldset.campaign-fields:not(:disabled)') !== null);
    expect(await fieldValue(page, 'Source')).toBe('newsletter');
    expect(await fieldValue(page, 'Campaign')).toBe('launch');

    // Act
    await fill(page, 'Campaign', 'spring-sale');
    await fill(page, 'Medium', 'email');
    const preview = await fieldValue(page, 'Final URL');
    await press(page, 'Shorten');
    await untilInPage(
      page,
      () => (document.querySelector('#short-url') as HTMLTextAreaElement | null)?.value,
    );

    // Assert
    expect(preview).toBe(`${base}&utm_source=newsletter&utm_campaign=spring-sale&utm_medium=email#intro`);
    expect(postedUrls()).toEqual([preview]);

    // Act: Campaign statistics
    await press(page, 'Campaign statistics');
    const opened = await tabUrlWith('manager.html');

    // Assert: the website's view, its campaigns list searched (looked at in a page of our own)
    const hash = `#websites/${websiteId}/stats?range=30d&campaign=spring-sale`;
    expect(opened).toBe(ff.url(`manager.html${hash}`));
    const manager = await ff.openExtensionPage(`manager.html${hash}`, '.stats-view');
    const rows = await untilInPage(manager, () => {
      const card = [...document.querySelectorAll('.stats-card')].find(
        (el) => el.querySelector('h2')?.textContent === 'Campaigns',
      );
      const search = card?.querySelector('input[type="search"]') as HTMLInputElement | null;
      const values = [...(card?.querySelectorAll('tbody .stats-value') ?? [])].map((el) => el.textContent);
      return search?.value === 'spring-sale' && values.length > 0 ? values : null;
    });
    expect(rows).toEqual(['spring-sale']);
    expect(statsRequests(server).some((request) => request.query.search === 'spring-sale')).toBe(true);
  });

  it('has the fields in the manager’s New link, offers a value used before, and picks a saved preset', async () => {
    // Arrange
    const page = await suite.ff.openExtensionPage('manager.html#links', 'table');
    await press(page, 'New link');
    await fill(page, 'URL', 'https://example.org/post?id=1');
    await openMore(page);

    // Act: a campaign saved as the preset "Mastodon", then the link created
    await fill(page, 'Source', 'mastodon');
    await fill(page, 'Medium', 'social');
    await fill(page, 'Preset name', 'Mastodon');
    await press(page, 'Save as preset');
    await untilInPage(page, () => document.body.textContent?.includes('Preset “Mastodon” saved.'));
    const preview = await fieldValue(page, 'Final URL');
    await press(page, 'Save');
    await untilInPage(page, () => document.querySelector('[role="dialog"]') === null);

    // Assert
    expect(preview).toBe('https://example.org/post?id=1&utm_source=mastodon&utm_medium=social');
    expect(postedUrls()).toEqual([preview]);

    // Act: a second link, from the preset
    await press(page, 'New link');
    await fill(page, 'URL', 'https://example.org/other');
    await openMore(page);
    const offered = await untilInPage(page, () => {
      const tag = [...document.querySelectorAll('label')].find((el) => el.textContent?.trim() === 'Source');
      const input = tag && (document.getElementById(tag.htmlFor) as HTMLInputElement | null);
      const options = [...(input?.list?.options ?? [])].map((option) => option.value);
      return options.length > 0 ? options : null;
    });
    await fill(page, 'Preset', 'Mastodon');

    // Assert
    expect(offered).toEqual(['mastodon']);
    expect(await fieldValue(page, 'URL')).toBe(
      'https://example.org/other?utm_source=mastodon&utm_medium=social',
    );
    expect(await storedLocal()).toMatchObject({
      'campaigns:default': {
        presets: [{ name: 'Mastodon', values: { source: 'mastodon', medium: 'social' } }],
      },
    });
  });
});
