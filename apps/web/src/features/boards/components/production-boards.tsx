import { useTranslation } from 'react-i18next';
import { useBoard } from '../api.ts';
import { BoardQuery } from './board-query.tsx';
import { BoardTable } from './board-table.tsx';
import { DayChart } from './lazy-chart.tsx';
import { StatTiles } from './stat-tiles.tsx';

const pct = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part * 100) / whole)}%` : '—';

/** Master control: the live projects' stages, today's floor, the projects with most left. */
export function MasterControlBoard() {
  const { t } = useTranslation('boards');
  return (
    <BoardQuery query={useBoard('webMesBoard/getMasterControl')}>
      {(d) => (
        <>
          <StatTiles
            tiles={[
              { label: t('fig.liveProjects'), value: d.liveProjects },
              { label: t('fig.pieces'), value: d.pieceCount },
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
          <BoardTable
            caption={t('col.progress')}
            columns={[
              { title: t('col.project') },
              { title: t('fig.pieces'), numeric: true },
              { title: t('fig.cut'), numeric: true },
              { title: t('fig.secondary'), numeric: true },
              { title: t('fig.boxed'), numeric: true },
            ]}
            rows={d.projects.map((p) => ({
              key: p.id,
              cells: [
                p.name,
                p.pieceCount,
                p.cutCount,
                p.secondaryCount,
                pct(p.boxedCount, p.pieceCount),
              ],
            }))}
          />
        </>
      )}
    </BoardQuery>
  );
}

/** Packing: today, boxes by state, pieces packed per day, projects' boxing. */
export function PackingBoard() {
  const { t } = useTranslation('boards');
  return (
    <BoardQuery query={useBoard('webMesBoard/getPacking')}>
      {(d) => (
        <>
          <StatTiles
            tiles={[
              {
                label: `${t('today')} · ${t('fig.packed')}`,
                value: d.today.packedCount,
                accent: 'good',
              },
              { label: `${t('today')} · ${t('fig.packedArea')}`, value: d.today.packedAreaM2 },
              { label: t('fig.boxesCreated'), value: d.today.boxesCreated },
              { label: t('fig.openBoxes'), value: d.openBoxes },
              { label: t('fig.sealedBoxes'), value: d.sealedBoxes },
            ]}
          />
          <DayChart
            label={t('chart.packedPerDay')}
            days={d.days.map((x) => x.day)}
            series={[{ name: t('fig.packed'), values: d.days.map((x) => x.packedCount) }]}
          />
          <BoardTable
            caption={t('col.progress')}
            columns={[
              { title: t('col.project') },
              { title: t('fig.pieces'), numeric: true },
              { title: t('fig.boxed'), numeric: true },
              { title: t('fig.boxes'), numeric: true },
            ]}
            rows={d.projects.map((p) => ({
              key: p.id,
              cells: [p.name, p.pieceCount, p.boxedCount, p.boxCount],
            }))}
          />
        </>
      )}
    </BoardQuery>
  );
}

/** Second processing: reports today and per day, the busiest processes. */
export function SecondaryBoard() {
  const { t } = useTranslation('boards');
  return (
    <BoardQuery query={useBoard('webMesBoard/getSecondary')}>
      {(d) => (
        <>
          <StatTiles
            tiles={[
              { label: `${t('today')} · ${t('fig.reports')}`, value: d.todayCount, accent: 'good' },
              {
                label: `${t('last30')} · ${t('fig.reports')}`,
                value: d.days.reduce((s, x) => s + x.reportCount, 0),
              },
            ]}
          />
          <DayChart
            label={t('chart.reportsPerDay')}
            days={d.days.map((x) => x.day)}
            series={[{ name: t('fig.reports'), values: d.days.map((x) => x.reportCount) }]}
          />
          <BoardTable
            caption={t('last30')}
            columns={[{ title: t('col.process') }, { title: t('fig.reports'), numeric: true }]}
            rows={d.processes.map((p) => ({ key: p.id, cells: [p.name, p.reportCount] }))}
          />
        </>
      )}
    </BoardQuery>
  );
}

/** Kit completion: pieces checked, short and in complete sets, per live project. */
export function KitCompletionBoard() {
  const { t } = useTranslation('boards');
  return (
    <BoardQuery query={useBoard('webMesBoard/getKitCompletion')}>
      {(d) => (
        <>
          <StatTiles
            tiles={[
              { label: t('fig.pieces'), value: d.pieceCount },
              { label: t('fig.checked'), value: d.checkedCount },
              { label: t('fig.short'), value: d.shortCount, accent: 'warn' },
              { label: t('fig.complete'), value: d.completeCount, accent: 'good' },
              { label: t('fig.kitRate'), value: pct(d.completeCount, d.pieceCount) },
            ]}
          />
          <BoardTable
            caption={t('col.progress')}
            columns={[
              { title: t('col.project') },
              { title: t('fig.pieces'), numeric: true },
              { title: t('fig.checked'), numeric: true },
              { title: t('fig.short'), numeric: true },
              { title: t('fig.complete'), numeric: true },
              { title: t('fig.kitRate'), numeric: true },
            ]}
            rows={d.projects.map((p) => ({
              key: p.id,
              cells: [
                p.name,
                p.pieceCount,
                p.checkedCount,
                p.shortCount,
                p.completeCount,
                pct(p.completeCount, p.pieceCount),
              ],
            }))}
          />
        </>
      )}
    </BoardQuery>
  );
}
