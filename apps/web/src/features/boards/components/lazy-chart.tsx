import { lazy, Suspense } from 'react';
import type { ChartSeries } from './board-chart.tsx';

// ECharts is large: it loads after the figures, in its own chunk.
const BoardChart = lazy(async () => ({ default: (await import('./board-chart.tsx')).BoardChart }));

/** A day chart; the days are shown as MM-DD. */
export function DayChart(props: { label: string; days: string[]; series: ChartSeries[] }) {
  return (
    <Suspense fallback={<div className="board-chart" aria-label={props.label} role="img" />}>
      <BoardChart
        label={props.label}
        categories={props.days.map((d) => d.slice(5))}
        series={props.series}
      />
    </Suspense>
  );
}
