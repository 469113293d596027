/**
 * The welcome page, opened once after the first install (never on an update or a browser
 * update): what the extension does and how to connect it (lib/pages/welcome/).
 */
import { browser } from 'wxt/browser';

export const WELCOME_PAGE = '/welcome.html';

export async function welcomeOnInstall(details: { reason: string }): Promise<void> {
  if (details.reason !== 'install') return;
  await browser.tabs.create({ url: browser.runtime.getURL(WELCOME_PAGE) });
}

export function registerWelcome(): void {
  browser.runtime.onInstalled.addListener((details) => void welcomeOnInstall(details).catch(() => undefined));
}
