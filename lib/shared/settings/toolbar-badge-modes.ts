/**
 * The toolbar badge's modes: today's visitors of the tab's tracked site, or a mark when
 * the page has a short link; off by default. A module without zod, so the options page can list
 * them without loading the settings schema and zod before it shows.
 */
export const TOOLBAR_BADGE_MODES = ['off', 'visitors', 'shortLink'] as const;
export type ToolbarBadgeMode = (typeof TOOLBAR_BADGE_MODES)[number];
