/**
 * The trend a sparkline's label states (Rising, Falling, Steady), from the days it is drawn
 * from. The rule: the whole days of the last 7 (today left out: it counts only the hours so far)
 * against the same weekdays one week earlier, so a site's weekly rhythm (quiet weekends) cancels
 * out and the word agrees with the week's change; within 3 % either way it is steady. With
 * fewer than two weeks of days, the later half of the whole days against the earlier half.
 */
export type Trend = 'up' | 'down' | 'flat';

/** A change smaller than this either way reads as steady. */
export const STEADY = 0.03;
/** Whole days compared: the last 7 days but today. */
const WHOLE_DAYS = 6;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** `days`: daily counts, oldest first, the last one today's (partial). */
export function trendOf(days: readonly number[]): Trend {
  const whole = days.slice(0, -1);
  const span = whole.length >= 2 * WHOLE_DAYS + 1 ? WHOLE_DAYS : Math.floor(whole.length / 2);
  // A week apart: the same weekdays on both sides (the 7th day before the last whole day's week).
  const gap = whole.length >= 2 * WHOLE_DAYS + 1 ? 7 : span;
  const after = sum(whole.slice(whole.length - span));
  const before = sum(whole.slice(whole.length - span - gap, whole.length - gap));
  if (before === 0) return after > 0 ? 'up' : 'flat';
  const change = (after - before) / before;
  return change > STEADY ? 'up' : change < -STEADY ? 'down' : 'flat';
}
