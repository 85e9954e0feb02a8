// Vein direction (issue 24): pieces locked to their drawn orientation, which planning honours.
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { setPieceRotationLockBody } from '@stone/shared/projects/piece-rotation';
import type { Actor, AppDeps } from '../../context.ts';
import { actorScope } from '../../db/org-scope.ts';
import { startsWith } from '../../db/list-query.ts';
import type { Database } from '../../tables.ts';
import { assertPlanMayChange } from './project-plan-guard.ts';
import { assertOpen } from './project-state.service.ts';
import { findProject, updateProjectAt } from './projects.repository.ts';

type Body = z.output<typeof setPieceRotationLockBody>;

/** The chosen pieces (by id, plane and code prefix) whose lock differs from the one asked. */
const piecesToChange =
  (body: Body, dialect: AppDeps['dialect']) =>
  (eb: ExpressionBuilder<Database, 'project_slabs'>) => {
    const terms: Expression<SqlBool>[] = [
      eb('project_id', '=', body.id),
      eb('rotation_locked', '<>', body.locked ? 1 : 0),
    ];
    if (body.pieceIds?.length) terms.push(eb('id', 'in', body.pieceIds));
    if (body.planeId) terms.push(eb('plane_id', '=', body.planeId));
    if (body.codePrefix) terms.push(startsWith(dialect, 'code', body.codePrefix));
    return eb.and(terms);
  };

/**
 * webProduce/setSolutionPieceRotationLock. A lock changes what a cutting plan may do, so it is
 * treated as a plan change (docs/adr/0015): refused, with nothing written, when a plane of a
 * changed piece has cut slabs; when a changed piece's plane has an accepted plan, an approved
 * project goes back to pending review (that plan may turn a piece now locked: the reviewer
 * re-plans or approves again). The accepted plan itself stays until a new one is accepted. The
 * project's version always moves on, as other piece edits do.
 */
export async function setPieceRotationLock(actor: Actor, deps: AppDeps, body: Body) {
  const org = actorScope(actor, deps.db);
  const row = await findProject(org, body.id);
  assertOpen(row);
  const chosen = piecesToChange(body, deps.dialect);
  return org.transaction(async (trx) => {
    const planes = await trx
      .selectFrom('planes')
      .select(['id', 'accepted_run_id'])
      .where('project_id', '=', body.id)
      .where('id', 'in', trx.selectFrom('project_slabs').select('plane_id').where(chosen))
      .execute();
    for (const plane of planes) await assertPlanMayChange(trx, plane.id);
    const result = await trx
      .updateTable('project_slabs')
      .set({ rotation_locked: body.locked ? 1 : 0 })
      .where(chosen)
      .executeTakeFirst();
    const updated = Number(result.numUpdatedRows);
    const planned = planes.some((p) => p.accepted_run_id !== null);
    const backToReview = updated > 0 && planned && row.review_state !== 'pending';
    const { version } = await updateProjectAt(trx, body, {
      ...(backToReview ? { review_state: 'pending' as const } : {}),
    });
    return { version, updated, backToReview };
  });
}
