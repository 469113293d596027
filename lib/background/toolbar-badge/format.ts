/**
 * What the toolbar badge shows. A badge holds about four characters, so a count is
 * shortened (1.2k, 12k, 3.4M), always rounded down: the badge never claims more than there were.
 * The title, which screen readers read as the button's name, says the whole number and what it is.
 */
import { formatNumber } from '../../shared/format';
import { t, tCount } from '../../shared/i18n';

const UNITS = [
  [1_000_000, 'M'],
  [1_000, 'k'],
] as const;

export function shortCount(count: number): string {
  const whole = Math.max(0, Math.floor(count));
  for (const [size, unit] of UNITS) {
    if (whole < size) continue;
    const value = whole / size;
    // One decimal under 10 (1.2k), none above (12k, 999k): four characters at most.
    const shown = value < 10 ? Math.floor(value * 10) / 10 : Math.floor(value);
    return `${shown}${unit}`;
  }
  return String(whole);
}

/**
 * A tab's own badge: its text, its colour and the button's title (its accessible name: the
 * extension's name first, then what the badge means, on a line of its own).
 */
export interface TabBadge {
  text: string;
  color: string;
  title: string;
}

const named = (detail: string) => `${t('extName')}\n${detail}`;

const VISITORS_COLOR = '#0969da';
const LINK_COLOR = '#8250df';
/** The short-link mode's mark: a dot, unlike the flash's ✓ and ! (toolbar-flash.ts). */
export const LINK_MARK = '•';

export function visitorsBadge(count: number, host: string): TabBadge {
  return {
    text: shortCount(count),
    color: VISITORS_COLOR,
    title: named(t('toolbarBadge_visitorsTitle', [host, formatNumber(Math.floor(count))])),
  };
}

/** `aliases`: the short links of the page (their aliases), at least one. */
export function shortLinkBadge(aliases: readonly string[]): TabBadge {
  const title =
    aliases.length === 1
      ? t('toolbarBadge_linkTitle', aliases[0])
      : tCount('toolbarBadge_linksTitle', aliases.length);
  return { text: LINK_MARK, color: LINK_COLOR, title: named(title) };
}
