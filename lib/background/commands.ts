/**
 * The keyboard command `shorten-current-tab`: shorten the active tab and copy, with the same
 * feedback as the context menu (notification, badge, history).
 */
import { type Browser, browser } from 'wxt/browser';
import { type QuickDeps, type QuickOutcome, shortenWithFeedback } from './feedback';

export const SHORTEN_COMMAND = 'shorten-current-tab';

type TabLike = Pick<Browser.tabs.Tab, 'url'> | undefined;

async function activeTab(): Promise<TabLike> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab;
}

/** Runs command `name` (null when it is not ours). A tab without a readable URL is refused. */
export async function handleCommand(
  name: string,
  tab: TabLike,
  deps: QuickDeps,
): Promise<QuickOutcome | null> {
  if (name !== SHORTEN_COMMAND) return null;
  const target = tab?.url ? tab : await activeTab().catch(() => undefined);
  return shortenWithFeedback(target?.url, deps);
}

export function registerCommands(deps: QuickDeps): void {
  browser.commands.onCommand.addListener((name, tab) => {
    void handleCommand(name, tab, deps);
  });
}
