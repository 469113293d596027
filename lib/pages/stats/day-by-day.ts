import { formatNumber } from '../../shared/format';
import { t } from '../../shared/i18n';

/** A sparkline's days for its label, the last one said to be today so far: "4, 6, 8, 2 (today so far)". */
export function dayByDay(days: readonly number[]): string {
  return days
    .map((count, index) =>
      index === days.length - 1 ? t('stats_todaySoFar', formatNumber(count)) : formatNumber(count),
    )
    .join(', ');
}
