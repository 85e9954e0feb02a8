// Reads of the digital boards (issue 20). Each groups what the floor records over the last 30
// factory days: packed pieces by UTC hour through an (org, time) index (the service folds hours
// into factory days, UTC+8, so the SQL stays the same on both databases), work reports and
// cutting by the day rows their writers keep (work_report_days, cutting_days), kit states by
// live project.
import { sql } from 'kysely';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { BOARD_TOP } from '@stone/shared/boards/boards';

export type TimeRange = { fromIso: string; toIso: string };
export type DayRange = { fromDay: string; toDay: string };

const hourOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 13)`;

/** Work reports per factory day, from their day rows (work_report_days). */
export function reportsByDay(org: OrgScope, range: DayRange) {
  return org
    .selectFrom('work_report_days')
    .select(['day', sql<number | string>`sum(report_count)`.as('n')])
    .where('day', '>=', range.fromDay)
    .where('day', '<=', range.toDay)
    .groupBy('day')
    .execute();
}

/** Pieces packed (and their area) per UTC hour. */
export function packedByHour(org: OrgScope, range: TimeRange) {
  return org
    .selectFrom('box_pieces')
    .select((eb) => [
      hourOf('packed_at').as('hour'),
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string>('area_mm2').as('area'),
    ])
    .where('packed_at', '>=', range.fromIso)
    .where('packed_at', '<', range.toIso)
    .groupBy(hourOf('packed_at'))
    .execute();
}

/** Work reports per process over the days, most first, from their day rows. */
export function reportsByProcess(org: OrgScope, range: DayRange) {
  return org
    .selectFrom('work_report_days as d')
    .innerJoin('processes as pr', (j) =>
      j.onRef('pr.id', '=', 'd.process_id').on(sameOrg('pr', 'd')),
    )
    .select(['pr.id', 'pr.name', sql<number | string>`sum(d.report_count)`.as('n')])
    .where('d.day', '>=', range.fromDay)
    .where('d.day', '<=', range.toDay)
    .groupBy(['pr.id', 'pr.name'])
    .orderBy('n', 'desc')
    .limit(BOARD_TOP)
    .execute();
}

const cutSums = [
  sql<number | string>`coalesce(sum(slab_count), 0)`.as('slabs'),
  sql<number | string>`coalesce(sum(piece_area_mm2), 0)`.as('piece_area'),
  sql<number | string>`coalesce(sum(slab_area_mm2), 0)`.as('slab_area'),
  sql<number | string>`coalesce(sum(cut_length_mm), 0)`.as('length'),
] as const;

/** Cutting per factory day, or per saw, material or project (`by`), from the day rows. */
export function cutDaysBy(
  org: OrgScope,
  range: DayRange,
  by: 'day' | 'device_id' | 'material_id' | 'project_id',
) {
  return org
    .selectFrom('cutting_days')
    .select([sql.ref<string>(by).as('key'), ...cutSums])
    .where('day', '>=', range.fromDay)
    .where('day', '<=', range.toDay)
    .groupBy(by)
    .execute();
}

export function deviceNames(org: OrgScope, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return org.selectFrom('devices').select(['id', 'code']).where('id', 'in', ids).execute();
}

export function materialNames(org: OrgScope, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return org
    .selectFrom('stone_materials')
    .select(['id', 'name_zh', 'name_en'])
    .where('id', 'in', ids)
    .execute();
}

export function projectNames(org: OrgScope, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return org
    .selectFrom('projects')
    .select(['id', 'name', 'order_no'])
    .where('id', 'in', ids)
    .execute();
}

/** Boxes by state, and boxes made since a time. */
export async function boxFigures(org: OrgScope, sinceIso: string) {
  const states = await org
    .selectFrom('wooden_boxes')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  const made = await org
    .selectFrom('wooden_boxes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '>=', sinceIso)
    .executeTakeFirst();
  return { states, made: Number(made?.n ?? 0) };
}

/** Wooden boxes per project, for the given projects. */
export function boxesOfProjects(org: OrgScope, projectIds: string[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return org
    .selectFrom('wooden_boxes')
    .select((eb) => ['project_id', eb.fn.countAll<number | string>().as('n')])
    .where('project_id', 'in', projectIds)
    .groupBy('project_id')
    .execute();
}

export const KIT_STATES = {
  checked: ['pendingCompleteSet'],
  short: ['incompleteSet'],
  complete: ['completeSet', 'pendingPacking', 'packing', 'packed', 'shipped'],
} as const;

/** Pieces of the given projects in a kit state, per project and state. */
export function kitStatesOfProjects(org: OrgScope, projectIds: string[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  const states = [...KIT_STATES.checked, ...KIT_STATES.short, ...KIT_STATES.complete];
  return org
    .selectFrom('project_slabs')
    .select((eb) => ['project_id', 'status', eb.fn.countAll<number | string>().as('n')])
    .where('project_id', 'in', projectIds)
    .where('status', 'in', states)
    .groupBy(['project_id', 'status'])
    .execute();
}

/** Pieces planned on the given projects' planes. */
export async function plannedOfProjects(org: OrgScope, projectIds: string[]) {
  if (projectIds.length === 0) return 0;
  const row = await org
    .selectFrom('planes')
    .select((eb) => eb.fn.sum<number | string>('planned_count').as('n'))
    .where('project_id', 'in', projectIds)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
