// The cutting boards (issue 20): material opening (开料, by day and saw) and total opening (the
// 30 days' totals by material and project), summed from the cut's own day rows (cutting_days).
import type { MaterialOpeningData, TotalOpeningData } from '@stone/shared/boards/boards';
import { BOARD_TOP } from '@stone/shared/boards/boards';
import { bpToPercent, mm2ToM2, ratioToBp } from '@stone/shared/units';
import type { OrgScope } from '../../db/org-scope.ts';
import { boardWindow, mmToM } from './board-window.ts';
import * as repo from './boards.repository.ts';

type CutRow = Awaited<ReturnType<typeof repo.cutDaysBy>>[number];
type Sums = { slabs: number; pieceArea: number; slabArea: number; length: number };

const sumsOf = (r: CutRow | undefined): Sums => ({
  slabs: Number(r?.slabs ?? 0),
  pieceArea: Number(r?.piece_area ?? 0),
  slabArea: Number(r?.slab_area ?? 0),
  length: Number(r?.length ?? 0),
});
const shown = (s: Sums) => ({
  slabCount: s.slabs,
  pieceAreaM2: mm2ToM2(s.pieceArea),
  slabAreaM2: mm2ToM2(s.slabArea),
  cutLengthM: mmToM(s.length),
});
const withYield = (s: Sums) => ({
  ...shown(s),
  yieldPercent: bpToPercent(ratioToBp(s.pieceArea, s.slabArea)),
});
/** Named rows ('' = none recorded) with most slabs first, at most BOARD_TOP. */
const ranked = (rows: CutRow[]) =>
  rows
    .filter((r) => r.key !== '')
    .sort((a, b) => Number(b.slabs) - Number(a.slabs))
    .slice(0, BOARD_TOP);

export async function materialOpening(org: OrgScope, now?: Date): Promise<MaterialOpeningData> {
  const w = boardWindow(now);
  const range = { fromDay: w.fromDay, toDay: w.today };
  const [days, devices] = await Promise.all([
    repo.cutDaysBy(org, range, 'day'),
    repo.cutDaysBy(org, range, 'device_id'),
  ]);
  const byDay = new Map(days.map((d) => [d.key, d]));
  const top = ranked(devices);
  const names = new Map(
    (
      await repo.deviceNames(
        org,
        top.map((d) => d.key),
      )
    ).map((d) => [d.id, d.code]),
  );
  return {
    today: shown(sumsOf(byDay.get(w.today))),
    days: w.days.map((day) => ({ day, ...shown(sumsOf(byDay.get(day))) })),
    devices: top.map((d) => ({ id: d.key, name: names.get(d.key) ?? '', ...shown(sumsOf(d)) })),
  };
}

export async function totalOpening(org: OrgScope, now?: Date): Promise<TotalOpeningData> {
  const w = boardWindow(now);
  const range = { fromDay: w.fromDay, toDay: w.today };
  const [materials, projects] = await Promise.all([
    repo.cutDaysBy(org, range, 'material_id'),
    repo.cutDaysBy(org, range, 'project_id'),
  ]);
  const totals = materials.map(sumsOf).reduce(
    (t, s) => ({
      slabs: t.slabs + s.slabs,
      pieceArea: t.pieceArea + s.pieceArea,
      slabArea: t.slabArea + s.slabArea,
      length: t.length + s.length,
    }),
    sumsOf(undefined),
  );
  const topMaterials = ranked(materials);
  const topProjects = ranked(projects);
  const [materialRows, projectRows] = await Promise.all([
    repo.materialNames(
      org,
      topMaterials.map((m) => m.key),
    ),
    repo.projectNames(
      org,
      topProjects.map((p) => p.key),
    ),
  ]);
  const materialById = new Map(materialRows.map((m) => [m.id, m]));
  const projectById = new Map(projectRows.map((p) => [p.id, p]));
  return {
    totals: withYield(totals),
    materials: topMaterials.map((m) => ({
      id: m.key,
      nameZh: materialById.get(m.key)?.name_zh ?? '',
      nameEn: materialById.get(m.key)?.name_en ?? '',
      ...withYield(sumsOf(m)),
    })),
    projects: topProjects.map((p) => ({
      id: p.key,
      name: projectById.get(p.key)?.name ?? '',
      orderNo: projectById.get(p.key)?.order_no ?? '',
      ...withYield(sumsOf(p)),
    })),
  };
}
