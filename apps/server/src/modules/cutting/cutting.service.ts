// Cutting data (issue 17): the list, its totals, the saw's history and the home figures.
import type { z } from 'zod';
import {
  addDays,
  dayStartIso,
  daysBetween,
  MAX_RANGE_DAYS,
  monthSoFar,
  presetRange,
  type DayRange,
} from '@stone/shared/cutting/days';
import type {
  CuttingRecordItem,
  cuttingFilterBody,
  cuttingListBody,
  deviceCutsBody,
} from '@stone/shared/cutting/schemas';
import { stoneName } from '@stone/shared/materials/stones';
import {
  bpToPercent,
  divideRounded,
  hundredthsText,
  mm2ToM2,
  ratioToBp,
} from '@stone/shared/units';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { pageOf } from '../../db/list-query.ts';
import { actorScope, type OrgScope } from '../../db/org-scope.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import { sumDays, sumsByDay, type DaySums } from './cutting-days.repository.ts';
import {
  deviceRecordCount,
  recordsPage,
  type RecordFilter,
  type RecordRow,
} from './cutting-records.repository.ts';

type Filter = z.output<typeof cuttingFilterBody>;

export const mmToM = (mm: number | string) =>
  hundredthsText(divideRounded(Math.max(0, Number(mm)), 10));

/** The custom range when both ends are given, else the preset's; at most a year. */
export function rangeOf(f: Filter, now = new Date()): DayRange {
  if (!f.fromDay || !f.toDay) return presetRange(f.preset, now);
  const span = daysBetween(f.fromDay, f.toDay);
  if (span < 0 || span >= MAX_RANGE_DAYS) throw invalid('cutting.badRange');
  return { fromDay: f.fromDay, toDay: f.toDay };
}

const recordFilter = (f: Filter, range: DayRange): RecordFilter => ({
  fromIso: dayStartIso(range.fromDay),
  toIso: dayStartIso(addDays(range.toDay, 1)),
  deviceId: f.deviceId,
  operatorId: f.operatorId,
  projectId: f.projectId,
  materialId: f.materialId,
});

export function toCuttingItem(r: RecordRow): CuttingRecordItem {
  return {
    id: r.id,
    cutAt: r.cut_at,
    operatorName: r.operator_name ?? '',
    deviceId: r.device_id,
    deviceCode: r.device_code ?? null,
    deviceTable: (r.device_table as 'A' | 'B' | null) ?? null,
    cutLengthM: mmToM(r.cut_length_mm),
    areaM2: mm2ToM2(r.piece_area_mm2),
    consumptionM2: mm2ToM2(Number(r.slab_area_mm2) - Number(r.remnant_area_mm2)),
    status: r.status,
    projectId: r.project_id,
    projectName: r.project_name ?? null,
    blockNo: r.block_no,
    bundleNo: r.bundle_no,
    slabNo: r.slab_no,
    planSeq: r.plan_seq,
    planSize: `${r.plan_length_mm} × ${r.plan_width_mm}`,
    slabId: r.slab_id,
    slabArea: mm2ToM2(r.slab_area_mm2),
    pieceCount: r.piece_count,
    yieldPercent: bpToPercent(r.yield_bp),
    rectYieldPercent: bpToPercent(r.rect_yield_bp),
    taskType: r.is_remnant ? 'remnant' : 'slab',
    barcode: r.barcode,
    materialName: r.material_zh != null ? stoneName(r.material_zh, r.material_en ?? '') : null,
  };
}

export const totalsOf = (s: DaySums, range: DayRange) => ({
  slabCount: s.slabs,
  areaM2: mm2ToM2(s.pieceAreaMm2),
  cutLengthM: mmToM(s.cutLengthMm),
  consumptionM2: mm2ToM2(s.consumptionMm2),
  yieldPercent: bpToPercent(ratioToBp(s.pieceAreaMm2, s.slabAreaMm2)),
  ...range,
});

export async function getCuttingList(actor: Actor, db: Db, q: z.output<typeof cuttingListBody>) {
  const org = actorScope(actor, db);
  const range = rangeOf(q);
  const [rows, sums] = [
    await recordsPage(org, recordFilter(q, range), pageOf(q)),
    await sumDays(org, { ...range, ...q }),
  ];
  return {
    list: rows.map(toCuttingItem),
    total: sums.slabs,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export async function getCuttingTotals(actor: Actor, db: Db, f: Filter) {
  const range = rangeOf(f);
  return totalsOf(await sumDays(actorScope(actor, db), { ...range, ...f }), range);
}

/** The records of `range` under the filters, up to `limit`, for the export. */
export async function recordsFor(org: OrgScope, f: Filter, limit: number) {
  return recordsPage(org, recordFilter(f, rangeOf(f)), { limit, offset: 0 });
}

const ALL_TIME = { fromIso: '0000', toIso: '9999' };

/** A saw's cuts, newest first (/deviceDetails). */
export async function getDeviceCuts(actor: Actor, db: Db, q: z.output<typeof deviceCutsBody>) {
  const org = actorScope(actor, db);
  const device = await org
    .selectFrom('devices')
    .select('id')
    .where('id', '=', q.deviceId)
    .executeTakeFirst();
  if (!device) throw notFound();
  const rows = await recordsPage(org, { ...ALL_TIME, deviceId: q.deviceId }, pageOf(q));
  const total = await deviceRecordCount(org, q.deviceId);
  return { list: rows.map(toCuttingItem), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** One day's figures (today, yesterday) for the home screen. */
export async function dayFigures(actor: Actor, db: Db, daysAgo: 0 | 1) {
  const today = presetRange('week').toDay;
  const day = addDays(today, -daysAgo);
  const range = { fromDay: day, toDay: day };
  return totalsOf(await sumDays(actorScope(actor, db), range), range);
}

/** The month so far, with its days, for the home screen. */
export async function monthFigures(actor: Actor, db: Db) {
  const org = actorScope(actor, db);
  const range = monthSoFar();
  const days = await sumsByDay(org, range);
  const sums = days.reduce<DaySums>(
    (t, d) => ({
      slabs: t.slabs + d.slabs,
      cutLengthMm: t.cutLengthMm + d.cutLengthMm,
      pieceAreaMm2: t.pieceAreaMm2 + d.pieceAreaMm2,
      slabAreaMm2: t.slabAreaMm2 + d.slabAreaMm2,
      consumptionMm2: t.consumptionMm2 + d.consumptionMm2,
    }),
    { slabs: 0, cutLengthMm: 0, pieceAreaMm2: 0, slabAreaMm2: 0, consumptionMm2: 0 },
  );
  return {
    ...totalsOf(sums, range),
    days: days.map((d) => ({
      day: d.day,
      slabCount: d.slabs,
      areaM2: mm2ToM2(d.pieceAreaMm2),
      cutLengthM: mmToM(d.cutLengthMm),
    })),
  };
}
