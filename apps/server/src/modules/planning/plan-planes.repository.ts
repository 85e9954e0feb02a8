// The planes planning works on: their project's settings and state, their pieces, and the
// planning figures written back to them.
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import type { PlanningState } from '../projects/projects.tables.ts';
import type { PieceShape } from '@stone/planner';
import type { PlanPiece } from './plan-problem.ts';

/** A plane with what planning checks on its project (settings, open or closed, figures). */
export const findPlaneForPlanning = (org: OrgScope, planeId: string) =>
  org
    .selectFrom('planes as p')
    .innerJoin('projects as s', (j) => j.on(sameOrg('s', 'p')).onRef('s.id', '=', 'p.project_id'))
    .select([
      'p.id',
      'p.project_id',
      'p.accepted_run_id',
      'p.yield_bp',
      's.settings_json',
      's.archived',
      's.terminated',
      's.yield_bp as project_yield_bp',
      's.created_by as project_created_by',
    ])
    .where('p.id', '=', planeId)
    .executeTakeFirst();

/** The plane's pieces as the planner takes them, in code order, with their net areas. */
export async function listPlanePieces(org: OrgScope, planeId: string) {
  const rows = await org
    .selectFrom('project_slabs')
    .select(['id', 'code', 'width_mm', 'height_mm', 'area_mm2', 'rotation_locked'])
    .where('plane_id', '=', planeId)
    .orderBy('code')
    .orderBy('id')
    .execute();
  return rows.map((r): PlanPiece => ({
    id: r.id,
    code: r.code,
    width: Number(r.width_mm),
    height: Number(r.height_mm),
    area: Number(r.area_mm2),
    rotationLocked: Number(r.rotation_locked) === 1,
  }));
}

/** The plane's pieces' true shapes as stored with them ({outline, holes} in mm), by piece id. */
export async function listPlaneShapes(org: OrgScope, planeId: string) {
  const rows = await org
    .selectFrom('project_slabs')
    .select(['id', 'contour_json'])
    .where('plane_id', '=', planeId)
    .execute();
  return new Map(rows.map((r) => [r.id, JSON.parse(r.contour_json) as PieceShape]));
}

export async function findAcceptedRunId(org: OrgScope, planeId: string) {
  const plane = await org
    .selectFrom('planes')
    .select('accepted_run_id')
    .where('id', '=', planeId)
    .executeTakeFirst();
  return plane?.accepted_run_id ?? null;
}

/**
 * Planning state, yield and placed count of a plane. Not a user edit, so its `version` (which
 * guards the user's own edits of the plane) stays as it is.
 */
export async function updatePlane(
  org: OrgScope,
  planeId: string,
  values: {
    planning_state?: PlanningState;
    accepted_run_id?: string | null;
    yield_bp?: number;
    planned_count?: number;
  },
  now: string,
) {
  await org
    .updateTable('planes')
    .set({ ...values, updated_at: now })
    .where('id', '=', planeId)
    .execute();
}

/** The slabs of the accepted runs of a project's planes: its figures are theirs. */
export const listAcceptedSlabs = (org: OrgScope, projectId: string) =>
  org
    .selectFrom('plan_layouts as l')
    .innerJoin('planes as p', (j) =>
      j.on(sameOrg('p', 'l')).onRef('p.accepted_run_id', '=', 'l.run_id'),
    )
    .select(['l.slab_length_mm', 'l.slab_width_mm', 'l.piece_area_mm2'])
    .where('p.project_id', '=', projectId)
    .execute();

/** Counted, not listed: a plane past the piece limit is refused without loading its rows. */
export const countPlanePieces = async (org: OrgScope, planeId: string): Promise<number> => {
  const row = await org
    .selectFrom('project_slabs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('plane_id', '=', planeId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};
