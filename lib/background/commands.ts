/**
 * The keyboard commands: `shorten-current-tab` shortens the active tab and copies, with the same
 * feedback as the context menu (notification, badge, history); `shorten-links-field` shortens the
 * links of the field that has the focus, in place.
 */
import { type Browser, browser } from 'wxt/browser';
import { type QuickDeps, type QuickOutcome, shortenWithFeedback } from './feedback';
import { FIELD_COMMAND, shortenFieldWithFeedback } from './shorten-in-field/menu';
import type { FieldOutcome } from './shorten-in-field/notice';

export const SHORTEN_COMMAND = 'shorten-current-tab';

type TabLike = Pick<Browser.tabs.Tab, 'url' | 'id'> | undefined;

async function activeTab(): Promise<TabLike> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab;
}

/** Runs command `name` (null when it is not ours). A tab without a readable URL is refused. */
export async function handleCommand(
  name: string,
  tab: TabLike,
  deps: QuickDeps,
): Promise<QuickOutcome | FieldOutcome | null> {
  if (name === FIELD_COMMAND)
    return shortenFieldWithFeedback({ tabId: tab?.id ?? (await activeTab())?.id }, deps);
  if (name !== SHORTEN_COMMAND) return null;
  const target = tab?.url ? tab : await activeTab().catch(() => undefined);
  return shortenWithFeedback(target?.url, deps);
}

export function registerCommands(deps: QuickDeps): void {
  browser.commands.onCommand.addListener((name, tab) => {
    void handleCommand(name, tab, deps);
  });
}
