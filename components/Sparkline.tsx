import './sparkline.css';

/** An SVG polyline's points for `values` in a `width` x `height` box (the top stays free of the line). */
export function sparkline(values: number[], width: number, height: number): string {
  const top = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map(
      (value, index) =>
        `${Math.round(index * step * 10) / 10},${Math.round((height - (value / top) * (height - 2)) * 10) / 10}`,
    )
    .join(' ');
}

/**
 * Seven days as a line, the same in the popup and the manager: the whole days solid, today
 * (which counts only the hours so far) dotted, so a quiet morning does not read as a fall. The
 * label says the trend and the days; the caller words it (trend.ts states the rule).
 */
export function Sparkline({
  days,
  width,
  height,
  label,
  class: className,
}: {
  days: number[];
  width: number;
  height: number;
  label: string;
  class?: string;
}) {
  const points = sparkline(days, width, height).split(' ');
  return (
    <svg
      class={className ? `sparkline ${className}` : 'sparkline'}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
    >
      <polyline points={points.slice(0, -1).join(' ')} />
      <polyline class="sparkline-today" points={points.slice(-2).join(' ')} />
    </svg>
  );
}
