// Day totals of cutting records (cutting_days, migration k01): written beside each record, read
// for the list's total, the totals bar and the home figures.
import { sql } from 'kysely';
import type { OrgScope } from '../../db/org-scope.ts';

export type DaySums = {
  slabs: number;
  cutLengthMm: number;
  pieceAreaMm2: number;
  slabAreaMm2: number;
  consumptionMm2: number;
};

export type DayKey = {
  day: string;
  deviceId: string | null;
  userId: string;
  projectId: string | null;
  materialId: string | null;
};

/** Adds one cut (or a seed's batch) to its day row, made on first use. */
export async function addToDay(org: OrgScope, at: DayKey & { sums: DaySums }) {
  const { sums } = at;
  await org
    .insertInto('cutting_days')
    .values({
      day: at.day,
      device_id: at.deviceId ?? '',
      user_id: at.userId,
      project_id: at.projectId ?? '',
      material_id: at.materialId ?? '',
      slab_count: sums.slabs,
      cut_length_mm: sums.cutLengthMm,
      piece_area_mm2: sums.pieceAreaMm2,
      slab_area_mm2: sums.slabAreaMm2,
      consumption_mm2: sums.consumptionMm2,
    })
    .onConflict((oc) =>
      oc
        .columns(['org_id', 'day', 'device_id', 'user_id', 'project_id', 'material_id'])
        .doUpdateSet({
          slab_count: sql`cutting_days.slab_count + excluded.slab_count`,
          cut_length_mm: sql`cutting_days.cut_length_mm + excluded.cut_length_mm`,
          piece_area_mm2: sql`cutting_days.piece_area_mm2 + excluded.piece_area_mm2`,
          slab_area_mm2: sql`cutting_days.slab_area_mm2 + excluded.slab_area_mm2`,
          consumption_mm2: sql`cutting_days.consumption_mm2 + excluded.consumption_mm2`,
        }),
    )
    .execute();
}

export type DayFilter = {
  fromDay: string;
  toDay: string;
  deviceId?: string | undefined;
  operatorId?: string | undefined;
  projectId?: string | undefined;
  materialId?: string | undefined;
};

const filtered = (org: OrgScope, f: DayFilter) => {
  let q = org.selectFrom('cutting_days').where('day', '>=', f.fromDay).where('day', '<=', f.toDay);
  if (f.deviceId) q = q.where('device_id', '=', f.deviceId);
  if (f.operatorId) q = q.where('user_id', '=', f.operatorId);
  if (f.projectId) q = q.where('project_id', '=', f.projectId);
  if (f.materialId) q = q.where('material_id', '=', f.materialId);
  return q;
};

const SUMS = [
  'slab_count',
  'cut_length_mm',
  'piece_area_mm2',
  'slab_area_mm2',
  'consumption_mm2',
] as const;

const toSums = (r: Record<(typeof SUMS)[number], string | number | null>): DaySums => ({
  slabs: Number(r.slab_count ?? 0),
  cutLengthMm: Number(r.cut_length_mm ?? 0),
  pieceAreaMm2: Number(r.piece_area_mm2 ?? 0),
  slabAreaMm2: Number(r.slab_area_mm2 ?? 0),
  consumptionMm2: Number(r.consumption_mm2 ?? 0),
});

/** The range's sums under the filters. */
export async function sumDays(org: OrgScope, f: DayFilter): Promise<DaySums> {
  const row = await filtered(org, f)
    .select((eb) => SUMS.map((c) => eb.fn.sum<string | number | null>(c).as(c)))
    .executeTakeFirstOrThrow();
  return toSums(row);
}

/** The range's sums day by day (days without cuts left out). */
export async function sumsByDay(org: OrgScope, f: DayFilter) {
  const rows = await filtered(org, f)
    .select((eb) => [
      'day' as const,
      ...SUMS.map((c) => eb.fn.sum<string | number | null>(c).as(c)),
    ])
    .groupBy('day')
    .orderBy('day')
    .execute();
  return rows.map((r) => ({ day: r.day, ...toSums(r) }));
}
