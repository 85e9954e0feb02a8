// Abnormal pieces (issue 18): flagged with a required reason on the project detail, listed there
// and on /processDetail. The flag does not move the piece's state (its life cycle is untouched).
import type { z } from 'zod';
import type {
  abnormalPiecesBody,
  markAbnormalBody,
  processAbnormalBody,
} from '@stone/shared/projects/secondary';
import type { Actor, AppDeps } from '../../context.ts';
import { actorScope } from '../../db/org-scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { findProcess } from '../processes/processes.repository.ts';
import { findProject } from './projects.repository.ts';
import { listAbnormal, setAbnormal } from './piece-abnormal.repository.ts';
import { indexByCode, requireSecondaryPlan } from './secondary-progress.service.ts';
import { readRoutes } from './secondary-progress.repository.ts';

/** webSecondProcess/markPieceAbnormal: a flagged piece keeps its newest reason. */
export async function markAbnormal(
  actor: Actor,
  deps: AppDeps,
  body: z.output<typeof markAbnormalBody>,
) {
  await requireSecondaryPlan(deps, actor);
  const flag = { reason: body.reason, at: nowIso(), by: actor.userId };
  if (!(await setAbnormal(actorScope(actor, deps.db), body.pieceId, flag)))
    throw notFound('secondary.pieceNotFound');
  return { pieceId: body.pieceId, abnormal: true };
}

/** webSecondProcess/clearPieceAbnormal */
export async function clearAbnormal(actor: Actor, deps: AppDeps, pieceId: string) {
  await requireSecondaryPlan(deps, actor);
  if (!(await setAbnormal(actorScope(actor, deps.db), pieceId, null)))
    throw notFound('secondary.pieceNotFound');
  return { pieceId, abnormal: false };
}

type Rows = Awaited<ReturnType<typeof listAbnormal>>;
const toPage = (q: { pageNum: number; pageSize: number }, { total, rows }: Rows) => ({
  total,
  pageNum: q.pageNum,
  pageSize: q.pageSize,
  list: rows.map((r) => ({
    id: r.id,
    code: r.code,
    projectId: r.project_id,
    projectName: r.project_name,
    planeName: r.plane_name,
    processCode: r.process_code,
    status: r.status,
    reason: r.abnormal_reason,
    flaggedAt: r.abnormal_at,
    flaggedBy: r.nickname ?? null,
  })),
});

/** webSecondProcess/getAbnormalPieces: the project's flagged pieces. */
export async function getProjectAbnormal(
  actor: Actor,
  deps: AppDeps,
  q: z.output<typeof abnormalPiecesBody>,
) {
  await requireSecondaryPlan(deps, actor);
  const org = actorScope(actor, deps.db);
  await findProject(org, q.projectId);
  return toPage(q, await listAbnormal(org, q));
}

/** webSecondProcess/getProcessAbnormalPieces: flagged pieces whose route includes the process. */
export async function getProcessAbnormal(
  actor: Actor,
  deps: AppDeps,
  q: z.output<typeof processAbnormalBody>,
) {
  await requireSecondaryPlan(deps, actor);
  const org = actorScope(actor, deps.db);
  if (!(await findProcess(org, q.processId))) throw notFound();
  const codes = [...indexByCode(await readRoutes(org), q.processId).keys()];
  return toPage(q, await listAbnormal(org, { ...q, codes }));
}
