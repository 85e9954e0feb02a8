// The piece life cycle on the server (issue 17, docs/adr/0017): the one place that writes a
// piece's status. Events from material flows (cut), work reports, kit checks and packing call
// `applyPieceEvent` inside their own transaction; the plane counters and the project's
// production state follow from the statuses in the same transaction.
import {
  isBoxed,
  isCut,
  isPastSecondary,
  isPieceState,
  nextPieceState,
  PIECE_EVENTS,
  PIECE_STATE_NAMES,
  projectProgressOf,
  type PieceEvent,
  type PieceState,
} from '@stone/shared/production/piece-lifecycle';
import { ERROR_CODES } from '@stone/shared';
import { AppError } from '../../lib/app-error.ts';
import type { OrgScope } from '../../db/org-scope.ts';

const IDS_PER_STATEMENT = 500;

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / IDS_PER_STATEMENT) }, (_, i) =>
    items.slice(i * IDS_PER_STATEMENT, (i + 1) * IDS_PER_STATEMENT),
  );

/** Code 4 naming the piece and both states, in either language (the message fills both pairs). */
export function illegalTransition(code: string, from: string, to: PieceState) {
  const fromNames = isPieceState(from) ? PIECE_STATE_NAMES[from] : { en: from, zh: from };
  const toNames = PIECE_STATE_NAMES[to];
  return new AppError(ERROR_CODES.CONFLICT, 'cutting.illegalTransition', null, {
    code,
    fromEn: fromNames.en,
    fromZh: fromNames.zh,
    toEn: toNames.en,
    toZh: toNames.zh,
  });
}

export type PieceEventInput = { pieceIds: readonly string[]; event: PieceEvent };

/**
 * Moves every listed piece by `event`, or none (the caller's transaction rolls back on the
 * error): a piece the event may not move answers code 4 naming both states. Returns the planes
 * and projects touched, after refreshing their counters.
 */
export async function applyPieceEvent(org: OrgScope, input: PieceEventInput) {
  const ids = [...new Set(input.pieceIds)];
  const to = PIECE_EVENTS[input.event].to;
  const from: readonly PieceState[] = PIECE_EVENTS[input.event].from;
  const planes = new Set<string>();
  const projects = new Set<string>();
  for (const part of chunks(ids)) {
    const rows = await org
      .selectFrom('project_slabs')
      .select(['id', 'code', 'status', 'plane_id', 'project_id'])
      .where('id', 'in', part)
      .execute();
    for (const r of rows) {
      if (!isPieceState(r.status) || nextPieceState(r.status, input.event) === null)
        throw illegalTransition(r.code, r.status, to);
      planes.add(r.plane_id);
      projects.add(r.project_id);
    }
    // Conditional: a piece moved by a concurrent event since the read is not moved twice.
    const moved = await org
      .updateTable('project_slabs')
      .set({ status: to })
      .where('id', 'in', part)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== rows.length) throw illegalTransition('', '?', to);
  }
  for (const planeId of planes) await refreshPlaneCounters(org, planeId);
  for (const projectId of projects) await refreshProductionState(org, projectId);
  return { planeIds: [...planes], projectIds: [...projects] };
}

/** A plane's cut, secondary and boxed counters, counted from its pieces' statuses. */
export async function refreshPlaneCounters(org: OrgScope, planeId: string) {
  const rows = await org
    .selectFrom('project_slabs')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('plane_id', '=', planeId)
    .groupBy('status')
    .execute();
  const count = (test: (s: PieceState) => boolean) =>
    rows.reduce((sum, r) => sum + (isPieceState(r.status) && test(r.status) ? Number(r.n) : 0), 0);
  await org
    .updateTable('planes')
    .set({
      cut_count: count(isCut),
      secondary_count: count(isPastSecondary),
      boxed_count: count(isBoxed),
    })
    .where('id', '=', planeId)
    .execute();
}

/** not started → in production (a piece on a saw or past it) → completed (every piece packed). */
export async function refreshProductionState(org: OrgScope, projectId: string) {
  const sums = await org
    .selectFrom('planes')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>('piece_count'), eb.lit(0)).as('pieces'),
      eb.fn.coalesce(eb.fn.sum<number | string>('cut_count'), eb.lit(0)).as('cut'),
      eb.fn.coalesce(eb.fn.sum<number | string>('boxed_count'), eb.lit(0)).as('packed'),
    ])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  let started = Number(sums.cut);
  if (started === 0) {
    const onSaw = await org
      .selectFrom('project_slabs')
      .select('id')
      .where('project_id', '=', projectId)
      .where('status', '=', 'cutting')
      .limit(1)
      .executeTakeFirst();
    started = onSaw ? 1 : 0;
  }
  const state = projectProgressOf({
    pieces: Number(sums.pieces),
    started,
    packed: Number(sums.packed),
  });
  await org
    .updateTable('projects')
    .set({ production_state: state })
    .where('id', '=', projectId)
    .where('production_state', '<>', state)
    .execute();
  return state;
}
