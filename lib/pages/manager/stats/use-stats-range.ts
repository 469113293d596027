/**
 * The statistics view's range: the route's choice (else the one chosen last, else the last 30
 * days) as days of the account's zone, and choosing another one.
 */
import { useState } from 'preact/hooks';
import type { StatsRange } from '../../../api/stats/types';
import { dayIn } from '../../../shared/stats/clock';
import { presetRange } from '../../../shared/stats/range';
import { rememberedRange, rememberRange } from './preference';
import type { StatsRangeChoice } from './route';

/** What the server said about the range's dates (a 422's fields). */
export type RangeErrors = { from?: string[] | undefined; to?: string[] | undefined };

/**
 * A choice's days: a preset counted back from `today`, "All time" from the day the record was
 * created (`createdAt`) as a day of the account's zone, a custom range as it is.
 */
export function choiceRange(
  choice: StatsRangeChoice,
  today: string,
  createdAt: string | null | undefined,
  timeZone: string | null,
): StatsRange {
  const created = createdAt ? new Date(createdAt) : null;
  const createdDay = created && !Number.isNaN(created.getTime()) ? dayIn(timeZone, created) : null;
  return 'preset' in choice ? presetRange(choice.preset, today, createdDay) : choice.custom;
}

export function useStatsRange(
  routeRange: StatsRangeChoice | undefined,
  clock: { today: string; timeZone: string | null },
  createdAt: string | null | undefined,
  onRange: (range: StatsRangeChoice) => void,
) {
  const [rangeErrors, setRangeErrors] = useState<RangeErrors>({});
  const choice = routeRange ?? rememberedRange() ?? { preset: '30d' };
  const range = choiceRange(choice, clock.today, createdAt, clock.timeZone);
  const choose = (next: StatsRangeChoice) => {
    setRangeErrors({});
    rememberRange(next);
    onRange(next);
  };
  return {
    choice,
    range,
    isToday: range.from === clock.today && range.to === clock.today,
    rangeKey: `${range.from}:${range.to}`,
    rangeErrors,
    setRangeErrors,
    choose,
  };
}
