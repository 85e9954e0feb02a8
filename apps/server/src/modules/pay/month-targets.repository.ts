// Queries of monthly targets and of the month's done areas (home card, issue 20).
import { sql, type Insertable, type Updateable } from 'kysely';
import type { TargetModule } from '@stone/shared/pay/pay';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import type { MonthTargetsTable } from './pay.tables.ts';

export const listTargets = (org: OrgScope, month?: string) => {
  let q = org
    .selectFrom('month_targets')
    .select(['id', 'month', 'module', 'value_hundredths', 'unit', 'version']);
  if (month) q = q.where('month', '=', month);
  return q.orderBy('month', 'desc').orderBy('module').execute();
};

export const insertTarget = (org: OrgScope, row: Omit<Insertable<MonthTargetsTable>, 'org_id'>) =>
  org.insertInto('month_targets').values(row).execute();

/** Writes only if the row still has the version the user edited; false when it has moved on. */
export async function updateTargetAtVersion(
  org: OrgScope,
  id: string,
  version: number,
  values: Updateable<MonthTargetsTable>,
) {
  const r = await org
    .updateTable('month_targets')
    .set({ ...values, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteTargetAtVersion(org: OrgScope, id: string, version: number) {
  const r = await org
    .deleteFrom('month_targets')
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

type MonthWindow = { fromIso: string; toIso: string; fromDay: string; toDay: string };

/**
 * Net area reported at processes of `stage` in the window's days (one report per piece and
 * process), from the reports' day rows (work_report_days).
 */
async function reportedArea(org: OrgScope, stage: string, w: MonthWindow) {
  const row = await org
    .selectFrom('work_report_days as d')
    .innerJoin('processes as c', (j) => j.onRef('c.id', '=', 'd.process_id').on(sameOrg('c', 'd')))
    .select(sql<string | number | null>`sum(d.area_mm2)`.as('area'))
    .where('d.day', '>=', w.fromDay)
    .where('d.day', '<=', w.toDay)
    .where('c.stage', '=', stage)
    .executeTakeFirst();
  return Math.round(Number(row?.area ?? 0));
}

/**
 * Done area (mm²) per module this month: cutting from the cutting day totals, processing and
 * kit check from the work reports' day totals at processes of that stage, packing from the
 * pieces packed.
 */
export async function doneAreaByModule(
  org: OrgScope,
  w: MonthWindow,
): Promise<Record<TargetModule, number>> {
  const [cut, processing, kitCheck, packed] = await Promise.all([
    org
      .selectFrom('cutting_days')
      .select(sql<string | number | null>`sum(piece_area_mm2)`.as('area'))
      .where('day', '>=', w.fromDay)
      .where('day', '<=', w.toDay)
      .executeTakeFirst(),
    reportedArea(org, 'secondary', w),
    reportedArea(org, 'kitCheck', w),
    org
      .selectFrom('box_pieces')
      .select(sql<string | number | null>`sum(area_mm2)`.as('area'))
      .where('packed_at', '>=', w.fromIso)
      .where('packed_at', '<', w.toIso)
      .executeTakeFirst(),
  ]);
  return {
    cutting: Math.round(Number(cut?.area ?? 0)),
    processing,
    kitCheck,
    packing: Math.round(Number(packed?.area ?? 0)),
  };
}

/** Net area cut this month so far, yesterday and today (factory days). */
export async function cuttingAreas(
  org: OrgScope,
  d: { monthFrom: string; yesterday: string; today: string },
) {
  const from = d.monthFrom < d.yesterday ? d.monthFrom : d.yesterday;
  const rows = await org
    .selectFrom('cutting_days')
    .select(['day', sql<string | number>`sum(piece_area_mm2)`.as('area')])
    .where('day', '>=', from)
    .where('day', '<=', d.today)
    .groupBy('day')
    .execute();
  let month = 0;
  let yesterday = 0;
  let today = 0;
  for (const r of rows) {
    const a = Math.round(Number(r.area));
    if (r.day >= d.monthFrom) month += a;
    if (r.day === d.yesterday) yesterday += a;
    if (r.day === d.today) today += a;
  }
  return { month, yesterday, today };
}
