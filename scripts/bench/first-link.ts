/**
 * Time to first link: what a person does from a fresh install (signed in to their server in a
 * tab already) to their first short URL, done for real in the e2e build and counted: clicks
 * (the toolbar button counts as one), pastes, and characters typed. Two ways: "Connect from this
 * tab" and the typed key and address in Options. The browser's host-permission prompt is one
 * more click in each; the e2e build has loopback access already, so it is counted, not clicked.
 */
import type { Page } from 'playwright-core';
import { PopupPage } from '../../e2e/pages/popup-page';
import { settingsFor, settingsItems } from '../../e2e/support/settings';
import type { BenchSession } from './session';

export interface FirstLinkCount {
  clicks: number;
  pastes: number;
  typed: number;
  /** The browser's permission prompts on the way (one click each, outside the extension). */
  prompts: number;
  shortUrl: string;
}

function counter() {
  const count = { clicks: 0, pastes: 0, typed: 0, prompts: 0 };
  return {
    count,
    click: async (page: Page, role: 'button' | 'link', name: string) => {
      count.clicks += 1;
      await page.getByRole(role, { name, exact: true }).click();
    },
    /** The toolbar button: the popup for the tab. */
    toolbar: async (session: BenchSession, tabId: number) => {
      count.clicks += 1;
      return session.ext.openExtensionPage(`popup.html?tabId=${tabId}`);
    },
    paste: async (page: Page, label: string, text: string) => {
      count.pastes += 1;
      await page.getByLabel(label, { exact: true }).fill(text);
    },
    type: async (page: Page, label: string, text: string) => {
      count.typed += text.length;
      await page.getByLabel(label, { exact: true }).fill(text);
    },
  };
}

/** A fresh install, signed in to the reference server's web app in a tab (not counted). */
async function freshAndSignedIn(session: BenchSession) {
  await session.ext.clearStorage('local');
  await session.ext.context.clearCookies(); // signed out of the last path's sign-in
  const { page, tab } = await session.ext.openTab(`${session.server.url}/login`);
  await page.getByLabel('Email address').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  return { page, tabId: tab.id as number };
}

/** The result's Short URL field, once it shows (the popup's own page object reads it the same way). */
const shortUrlOf = (popup: Page) => new PopupPage(popup).waitForShortUrl();

export async function connectPath(session: BenchSession): Promise<FirstLinkCount> {
  const { tabId } = await freshAndSignedIn(session);
  const steps = counter();
  const popup = await steps.toolbar(session, tabId);
  await steps.click(popup, 'button', `Connect to ${new URL(session.server.url).host}`);
  steps.count.prompts += 1;
  await steps.click(popup, 'button', 'Shorten');
  return { ...steps.count, shortUrl: await shortUrlOf(popup) };
}

export async function typedPath(session: BenchSession): Promise<FirstLinkCount> {
  const { page, tabId } = await freshAndSignedIn(session);
  const steps = counter();
  await steps.click(page, 'link', 'API');
  const key = await page.locator('#i-api-token').inputValue();
  steps.count.clicks += 1; // the copy (select the key, copy it)
  const popup = await steps.toolbar(session, tabId);
  const optionsOpened = session.ext.context.waitForEvent('page', {
    predicate: (p) => p.url().includes('options.html'),
  });
  await steps.click(popup, 'button', 'Open settings');
  const options = await optionsOpened;
  await steps.paste(options, 'API key', key);
  await steps.type(options, 'Links base URL', session.server.url);
  await steps.click(options, 'button', 'Save');
  steps.count.prompts += 1;
  await options.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor();
  const next = await steps.toolbar(session, tabId);
  await steps.click(next, 'button', 'Shorten');
  return { ...steps.count, shortUrl: await shortUrlOf(next) };
}

/** The session as the other sections expect it: configured for the demo account, reuse off. */
export async function restoreSession(session: BenchSession): Promise<void> {
  await session.ext.setStorage(
    'local',
    settingsItems(settingsFor(session.server, session.server.keys.demo, { reuseExisting: false })),
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const describeCount = (c: FirstLinkCount) =>
  `${plural(c.clicks, 'click', 'clicks')}, ${plural(c.pastes, 'paste', 'pastes')}, ${plural(c.typed, 'character', 'characters')} typed (+${plural(c.prompts, 'permission prompt', 'permission prompts')})`;
