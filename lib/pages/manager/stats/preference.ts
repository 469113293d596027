/**
 * The range a person chose last in a statistics view, for the next one opened without a range
 * (issue 21: "the view remembers the last range"). Kept in the manager page's own localStorage:
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
