/**
 * A short badge on the toolbar button after a menu or shortcut action: ✓ or "!", cleared after
 * a few seconds. MV3 (Chrome, Firefox MV3) has `action`, Firefox MV2 `browserAction`.
 */
import { browser } from 'wxt/browser';
import { t } from '../shared/i18n';

export const BADGE_MS = 4000;

const COLORS = { success: '#1a7f37', error: '#cf222e' } as const;

type BadgeApi = Pick<typeof browser.action, 'setBadgeText' | 'setBadgeBackgroundColor'>;

/**
 * Chosen at build time (MV2 builds have only `browserAction`, MV3 builds `action`): each build
 * bundles one name, for the background's size budget (docs/ARCHITECTURE.md, "Budgets").
 */
function badgeApi(): BadgeApi | undefined {
  return (import.meta.env.MANIFEST_VERSION === 2 ? browser.browserAction : browser.action) as
    | BadgeApi
    | undefined;
}

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows the badge and schedules its removal; resolves once shown (not when cleared). */
export async function flashBadge(kind: 'success' | 'error', ms = BADGE_MS): Promise<void> {
  const api = badgeApi();
  if (!api) return;
  try {
    await api.setBadgeBackgroundColor({ color: COLORS[kind] });
    await api.setBadgeText({ text: kind === 'success' ? t('badge_success') : t('badge_error') });
  } catch (error) {
    console.warn('Could not set the badge', error);
    return;
  }
  if (clearTimer !== undefined) clearTimeout(clearTimer);
  clearTimer = setTimeout(() => {
    clearTimer = undefined;
    api.setBadgeText({ text: '' }).catch(() => undefined);
  }, ms);
}
