/**
 * The range a person chose last in a statistics view, for the next one opened without a range
 * ("the view remembers the last range"). Kept in the manager page's own localStorage:
 * a preference of this page, not a statistic, and nothing the worker needs.
 */
import type { StatsRangeChoice } from './route';

const KEY = 'stats.range';

export function rememberedRange(store: Pick<Storage, 'getItem'> = localStorage): StatsRangeChoice | null {
  try {
    const value = JSON.parse(store.getItem(KEY) ?? 'null') as StatsRangeChoice | null;
    return value && ('preset' in value || 'custom' in value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberRange(
  choice: StatsRangeChoice,
  store: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    store.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Storage refused (full, or disabled): the next view starts from the default range.
  }
}

const PREVIOUS_KEY = 'stats.previous';

/**
 * Whether the time chart draws the previous period as a dashed line (on by default; a
 * person who hides it keeps it hidden in the next views).
 */
export function showsPrevious(store: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return store.getItem(PREVIOUS_KEY) !== 'hidden';
  } catch {
    return true;
  }
}

export function rememberShowPrevious(show: boolean, store: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    store.setItem(PREVIOUS_KEY, show ? 'shown' : 'hidden');
  } catch {
    // Storage refused: the next view draws the previous period, the default.
  }
}
