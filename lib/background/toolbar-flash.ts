/**
 * A short badge on the toolbar button after a menu or shortcut action: ✓ or "!", cleared after
 * a few seconds. MV3 (Chrome, Firefox MV3) has `action`, Firefox MV2 `browserAction`.
 */
import { browser } from 'wxt/browser';
import { t } from '../shared/i18n';

export const BADGE_MS = 4000;

const COLORS = { success: '#1a7f37', error: '#cf222e' } as const;

export type BadgeApi = Pick<typeof browser.action, 'setBadgeText' | 'setBadgeBackgroundColor' | 'setTitle'>;

/**
 * Chosen at build time (MV2 builds have only `browserAction`, MV3 builds `action`): each build
 * bundles the one name its browser has.
 */
export function badgeApi(): BadgeApi | undefined {
  return (import.meta.env.MANIFEST_VERSION === 2 ? browser.browserAction : browser.action) as
    | BadgeApi
    | undefined;
}

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * a tab's own badge (lib/background/toolbar-badge/) hides the global one, so the
 * toolbar badge shows the flash on the active tab and puts the tab's own badge back after it.
 */
export interface FlashWatcher {
  shown(text: string, color: string): Promise<void>;
  cleared(): Promise<void>;
}

let watcher: FlashWatcher | undefined;

export function watchFlash(flashWatcher: FlashWatcher): void {
  watcher = flashWatcher;
}

/** Shows the badge and schedules its removal; resolves once shown (not when cleared). */
export async function flashBadge(kind: 'success' | 'error', ms = BADGE_MS): Promise<void> {
  const api = badgeApi();
  if (!api) return;
  const text = kind === 'success' ? t('badge_success') : t('badge_error');
  try {
    await api.setBadgeBackgroundColor({ color: COLORS[kind] });
    await api.setBadgeText({ text });
  } catch (error) {
    console.warn('Could not set the badge', error);
    return;
  }
  await watcher?.shown(text, COLORS[kind]).catch(() => undefined);
  if (clearTimer !== undefined) clearTimeout(clearTimer);
  clearTimer = setTimeout(() => {
    clearTimer = undefined;
    api.setBadgeText({ text: '' }).catch(() => undefined);
    watcher?.cleared().catch(() => undefined);
  }, ms);
}
