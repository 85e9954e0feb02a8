import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartSeries = { name: string; values: number[]; kind?: 'bar' | 'line' };
const COLORS = ['#4da3ff', '#52e08a', '#ffc53d', '#ff7a45', '#b37feb'];
const TEXT = '#e6e6e6';

/** A day chart for a TV: dark, large axis labels (ECharts, SVG renderer, loaded lazily). */
export function BoardChart(props: { label: string; categories: string[]; series: ChartSeries[] }) {
  const ref = useRef<HTMLDivElement>(null);
  // A refetch builds new arrays with the same figures: redraw only when the figures change.
  const spec = JSON.stringify([props.categories, props.series]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const [categories, series] = JSON.parse(spec) as [string[], ChartSeries[]];
    const chart = echarts.init(el, undefined, { renderer: 'svg' });
    chart.setOption({
      color: COLORS,
      backgroundColor: 'transparent',
      tooltip: { trigger: 'axis' },
      legend: { top: 0, textStyle: { color: TEXT, fontSize: 18 } },
      grid: { left: 64, right: 24, top: 48, bottom: 40 },
      xAxis: {
        type: 'category',
        data: categories,
        axisLabel: { color: TEXT, fontSize: 16 },
      },
      yAxis: {
        type: 'value',
        axisLabel: { color: TEXT, fontSize: 16 },
        splitLine: { lineStyle: { color: '#333' } },
      },
      series: series.map((s) => ({
        name: s.name,
        type: s.kind ?? 'bar',
        data: s.values,
        smooth: true,
      })),
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [spec]);
  return <div ref={ref} role="img" aria-label={props.label} className="board-chart" />;
}
