import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MonthlyIndicatorsData } from '@stone/shared/boards/boards';
import { useBoard, type OverviewPath } from '../api.ts';
import { BoardQuery } from './board-query.tsx';
import { DayChart } from './lazy-chart.tsx';
import { StatTiles } from './stat-tiles.tsx';

type Days = MonthlyIndicatorsData['days'];
type Targets = MonthlyIndicatorsData['targets'];

/** The month so far against its targets; a note when none is set. */
function MonthTargets({ targets }: { targets: Targets }) {
  const { t } = useTranslation('boards');
  const set = targets.list.filter((x) => x.target !== null);
  if (set.length === 0)
    return <Alert type="info" showIcon message={t('noTargets', { month: targets.month })} />;
  return (
    <>
      <h3 className="board-sub">{t('targetsOf', { month: targets.month })}</h3>
      <StatTiles
        tiles={set.map((x) => ({
          label: `${t(`module.${x.module}`)} · ${t('targetLine', { done: x.done, target: x.target })}`,
          value: `${Math.round((x.progressBp ?? 0) / 100)}%`,
          accent: (x.progressBp ?? 0) >= 10_000 ? 'good' : undefined,
        }))}
      />
    </>
  );
}

function TrendChart({ days }: { days: Days }) {
  const { t } = useTranslation('boards');
  return (
    <DayChart
      label={t('chart.trend')}
      days={days.map((x) => x.day)}
      series={[
        { name: t('fig.cutArea'), values: days.map((x) => Number(x.cutAreaM2)) },
        { name: t('fig.reports'), values: days.map((x) => x.reportCount), kind: 'line' },
        { name: t('fig.packed'), values: days.map((x) => x.packedCount), kind: 'line' },
      ]}
    />
  );
}

/** Monthly indicators: the last 30 factory days, totals and by day. */
export function MonthlyIndicatorsBoard() {
  const { t } = useTranslation('boards');
  return (
    <BoardQuery query={useBoard('webMesBoard/getMonthlyIndicators')}>
      {(d) => (
        <>
          <p className="board-range">{t('range', { from: d.fromDay, to: d.toDay })}</p>
          <MonthTargets targets={d.targets} />
          <StatTiles
            tiles={[
              { label: t('fig.slabs'), value: d.totals.slabCount },
              { label: t('fig.cutArea'), value: d.totals.cutAreaM2, accent: 'good' },
              { label: t('fig.reports'), value: d.totals.reportCount },
              { label: t('fig.packed'), value: d.totals.packedCount },
              { label: t('fig.packedArea'), value: d.totals.packedAreaM2 },
            ]}
          />
          <TrendChart days={d.days} />
        </>
      )}
    </BoardQuery>
  );
}

/** The digital factory at a glance: live stages, today, the 30 days' trend. */
export function OverviewBoard({ path }: { path: OverviewPath }) {
  const { t } = useTranslation('boards');
  return (
    <BoardQuery query={useBoard(path)}>
      {(d) => (
        <>
          <StatTiles
            tiles={[
              { label: t('fig.liveProjects'), value: d.liveProjects },
              { label: t('fig.pieces'), value: d.pieceCount },
              { label: t('fig.planned'), value: d.plannedCount },
              { label: t('fig.cut'), value: d.cutCount },
              { label: t('fig.secondary'), value: d.secondaryCount },
              { label: t('fig.boxed'), value: d.boxedCount, accent: 'good' },
            ]}
          />
          <h3 className="board-sub">{t('today')}</h3>
          <StatTiles
            tiles={[
              { label: t('fig.slabs'), value: d.today.slabCount },
              { label: t('fig.cutArea'), value: d.today.cutAreaM2 },
              { label: t('fig.reports'), value: d.today.reportCount },
              { label: t('fig.packed'), value: d.today.packedCount },
            ]}
          />
          <TrendChart days={d.days} />
        </>
      )}
    </BoardQuery>
  );
}
