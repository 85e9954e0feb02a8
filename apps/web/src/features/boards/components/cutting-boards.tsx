import { useTranslation } from 'react-i18next';
import { useBoard } from '../api.ts';
import { BoardQuery } from './board-query.tsx';
import { BoardTable } from './board-table.tsx';
import { DayChart } from './lazy-chart.tsx';
import { StatTiles } from './stat-tiles.tsx';

/** Material opening (开料): today's cutting, per day, per saw. */
export function MaterialOpeningBoard() {
  const { t } = useTranslation('boards');
  return (
    <BoardQuery query={useBoard('webMesBoard/getMaterialOpening')}>
      {(d) => (
        <>
          <StatTiles
            tiles={[
              {
                label: `${t('today')} · ${t('fig.slabs')}`,
                value: d.today.slabCount,
                accent: 'good',
              },
              { label: `${t('today')} · ${t('fig.cutArea')}`, value: d.today.pieceAreaM2 },
              { label: `${t('today')} · ${t('fig.slabArea')}`, value: d.today.slabAreaM2 },
              { label: `${t('today')} · ${t('fig.cutLength')}`, value: d.today.cutLengthM },
            ]}
          />
          <DayChart
            label={t('chart.cutPerDay')}
            days={d.days.map((x) => x.day)}
            series={[
              { name: t('fig.cutArea'), values: d.days.map((x) => Number(x.pieceAreaM2)) },
              { name: t('fig.slabs'), values: d.days.map((x) => x.slabCount), kind: 'line' },
            ]}
          />
          <BoardTable
            caption={t('last30')}
            columns={[
              { title: t('col.device') },
              { title: t('fig.slabs'), numeric: true },
              { title: t('fig.cutArea'), numeric: true },
              { title: t('fig.cutLength'), numeric: true },
            ]}
            rows={d.devices.map((x) => ({
              key: x.id,
              cells: [x.name, x.slabCount, x.pieceAreaM2, x.cutLengthM],
            }))}
          />
        </>
      )}
    </BoardQuery>
  );
}

/** Total opening: the 30 days' cutting, by material and by project, with yields. */
export function TotalOpeningBoard() {
  const { t, i18n } = useTranslation('boards');
  const zh = i18n.language.startsWith('zh');
  return (
    <BoardQuery query={useBoard('webMesBoard/getTotalOpening')}>
      {(d) => (
        <>
          <StatTiles
            tiles={[
              { label: t('fig.slabs'), value: d.totals.slabCount },
              { label: t('fig.slabArea'), value: d.totals.slabAreaM2 },
              { label: t('fig.cutArea'), value: d.totals.pieceAreaM2, accent: 'good' },
              { label: t('fig.cutLength'), value: d.totals.cutLengthM },
              { label: t('fig.yield'), value: d.totals.yieldPercent },
            ]}
          />
          <div className="board-split">
            <BoardTable
              caption={t('col.material')}
              columns={[
                { title: t('col.material') },
                { title: t('fig.slabs'), numeric: true },
                { title: t('fig.cutArea'), numeric: true },
                { title: t('fig.yield'), numeric: true },
              ]}
              rows={d.materials.map((m) => ({
                key: m.id,
                cells: [zh ? m.nameZh : m.nameEn, m.slabCount, m.pieceAreaM2, m.yieldPercent],
              }))}
            />
            <BoardTable
              caption={t('col.project')}
              columns={[
                { title: t('col.project') },
                { title: t('fig.slabs'), numeric: true },
                { title: t('fig.cutArea'), numeric: true },
                { title: t('fig.yield'), numeric: true },
              ]}
              rows={d.projects.map((p) => ({
                key: p.id,
                cells: [p.name, p.slabCount, p.pieceAreaM2, p.yieldPercent],
              }))}
            />
          </div>
        </>
      )}
    </BoardQuery>
  );
}
