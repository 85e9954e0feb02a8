// Cutting records written in bulk (the demo's month of history, the benchmark's million): the
// records 100 per statement and their day totals summed in memory, one upsert per day row.
import { factoryDay } from '@stone/shared/cutting/days';
import type { OrgInsert, OrgScope } from '../../db/org-scope.ts';
import { addToDay, type DayKey, type DaySums } from './cutting-days.repository.ts';

/** 30 columns a row stays far below either database's parameter cap. */
const ROWS_PER_INSERT = 100;

export type CuttingRecordRow = OrgInsert<'cutting_records'>;

export async function insertCuttingHistory(org: OrgScope, rows: readonly CuttingRecordRow[]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    await org
      .insertInto('cutting_records')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .execute();
  const days = new Map<string, DayKey & { sums: DaySums }>();
  for (const r of rows) {
    const key: DayKey = {
      day: factoryDay(r.cut_at),
      deviceId: r.device_id ?? null,
      userId: r.user_id,
      projectId: r.project_id ?? null,
      materialId: r.material_id ?? null,
    };
    const id = JSON.stringify(key);
    const entry = days.get(id) ?? {
      ...key,
      sums: { slabs: 0, cutLengthMm: 0, pieceAreaMm2: 0, slabAreaMm2: 0, consumptionMm2: 0 },
    };
    const s = entry.sums;
    s.slabs += 1;
    s.cutLengthMm += Number(r.cut_length_mm);
    s.pieceAreaMm2 += Number(r.piece_area_mm2);
    s.slabAreaMm2 += Number(r.slab_area_mm2);
    s.consumptionMm2 += Number(r.slab_area_mm2) - Number(r.remnant_area_mm2);
    days.set(id, entry);
  }
  for (const entry of days.values()) await addToDay(org, entry);
}
