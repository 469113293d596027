/**
 * What the time chart draws on uPlot's own elements: the partial buckets' hatching on its
 * canvas, and the legend's markings. The rest of its options are chart-options.ts.
 */
import type uPlot from 'uplot';
import { type ChartModel, partialSpans } from './chart-options';

/**
 * A diagonal hatch in `color`, for the partial buckets: a month or year the range covers only
 * in part reads as "not the whole story" without a colour of its own.
 */
function hatch(ctx: CanvasRenderingContext2D, color: string, ratio: number): CanvasPattern | string {
  const size = Math.round(8 * ratio);
  const tile = document.createElement('canvas');
  tile.width = size;
  tile.height = size;
  const pen = tile.getContext('2d');
  if (!pen) return 'transparent';
  pen.strokeStyle = color;
  pen.globalAlpha = 0.35;
  pen.lineWidth = ratio;
  pen.beginPath();
  pen.moveTo(0, size);
  pen.lineTo(size, 0);
  pen.moveTo(-size / 2, size / 2);
  pen.lineTo(size / 2, -size / 2);
  pen.moveTo(size / 2, size * 1.5);
  pen.lineTo(size * 1.5, size / 2);
  pen.stroke();
  return ctx.createPattern(tile, 'repeat') ?? 'transparent';
}

/**
 * The today steps' legend entries are hidden (each line's own stands for it), and the previous
 * period's entry shows a dashed stroke, as the chart draws it (uPlot writes its markers' box
 * inline, so the stroke is written inline too).
 */
function markLegend(u: uPlot, { names, before }: ChartModel, color: string | undefined) {
  const rows = u.root.querySelectorAll('.u-legend .u-series');
  for (const row of [...rows].slice(names.length + 1 + (before ? 1 : 0))) {
    row.classList.add('stats-today-series');
  }
  if (!before) return;
  const row = u.root.querySelectorAll('.u-legend .u-series')[names.length + 1];
  row?.classList.add('stats-previous');
  const marker = row?.querySelector<HTMLElement>('.u-marker');
  if (!marker) return;
  marker.style.border = '0';
  marker.style.borderTop = `2px dashed ${color}`;
  marker.style.background = 'none';
}

/**
 * uPlot's hooks for a chart in `element`: the legend's markings, its values following the
 * cursor, the partial buckets hatched under the lines, and `stats-chart-drawn` marked once
 * drawn (`npm run bench` times the view by it).
 */
export function chartHooks(
  element: HTMLElement,
  model: ChartModel,
  theme: { colors: string[]; muted: string },
): uPlot.Hooks.Arrays {
  const { partial, times } = model;
  let marked = false;
  let pattern: CanvasPattern | string | null = null;
  return {
    init: [(u) => markLegend(u, model, theme.colors[0])],
    // The legend's values follow the cursor; away from the chart only the names show.
    setCursor: [(u) => element.classList.toggle('stats-chart-idle', u.cursor.idx == null)],
    // Partial buckets hatched from halfway to their neighbour, under the lines.
    drawAxes: [
      (u) => {
        if (!partial.includes(true)) return;
        const { ctx } = u;
        const { top, height, left, width } = u.bbox;
        pattern ??= hatch(ctx, theme.muted, devicePixelRatio || 1);
        const x = (index: number) => u.valToPos(times[index] ?? 0, 'x', true);
        ctx.save();
        ctx.fillStyle = pattern;
        for (const { from, to } of partialSpans(partial, x, left, width)) {
          ctx.fillRect(from, top, to - from, height);
        }
        ctx.restore();
      },
    ],
    draw: [
      () => {
        if (marked) return;
        marked = true;
        performance.mark('stats-chart-drawn');
      },
    ],
  };
}
