/**
 * Where the time chart puts its x-axis labels: on buckets only (a day range labelled at noon
 * would read "Nov 19, Nov 19, Nov 20..."), every n-th bucket so that labels stay `minGap` CSS
 * pixels apart at the chart's width. When a label would stand for more than a week of buckets,
 * the `anchor` buckets (the first day of each month, say) are labelled instead, when there are
 * at least two: "Dec 1, Jan 1" reads better than "Nov 26, Dec 19".
 */
export function tickTimes(
  times: readonly number[],
  width: number,
  minGap = 70,
  anchor?: (time: number) => boolean,
): number[] {
  if (times.length <= 1 || width <= 0) return [...times];
  const fit = Math.max(1, Math.floor(width / minGap));
  const every = (list: readonly number[]) => {
    const step = Math.max(1, Math.ceil(list.length / fit));
    return list.filter((_, index) => index % step === 0);
  };
  if (anchor && times.length / fit > 7) {
    const anchors = times.filter(anchor);
    if (anchors.length >= 2) return every(anchors);
  }
  return every(times);
}
