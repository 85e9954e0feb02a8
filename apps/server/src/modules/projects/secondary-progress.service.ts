// Secondary processing progress (issue 18): per plane × secondary process of the pieces' routes,
// pieces to process, in progress and done (definitions in packages/shared/src/projects/secondary.ts).
// Counts come from grouped SQL; this file only spreads the groups over the route steps.
import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  ProcessProgressData,
  SecondProgressData,
  processProgressBody,
  secondPiecesBody,
} from '@stone/shared/projects/secondary';
import type { Actor, AppDeps } from '../../context.ts';
import { countOf, pageOf } from '../../db/list-query.ts';
import { actorScope, type OrgScope } from '../../db/org-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ERROR_CODES } from '@stone/shared';
import { loadMembership } from '../org/membership.ts';
import { findProcess } from '../processes/processes.repository.ts';
import { findProject } from './projects.repository.ts';
import {
  AT_PROCESS_STATES,
  cellPieces,
  codesOfProject,
  countAbnormal,
  doneGroups,
  planesOf,
  readRoutes,
  standingGroups,
  type RouteStep,
} from './secondary-progress.repository.ts';

const AT_PROCESS: readonly string[] = AT_PROCESS_STATES;
type Counts = { toProcess: number; inProgress: number; done: number; total: number };
type Routes = Map<string, RouteStep[]>;

/** Secondary processing is a page of the plan (module 303): without it, its data stays shut. */
export async function requireSecondaryPlan(deps: AppDeps, actor: Actor) {
  const { plan } = await loadMembership(deps, actor.orgId, actor.userId);
  if (!plan.moduleIds.includes(303))
    throw new AppError(ERROR_CODES.FORBIDDEN, 'secondary.notInPlan');
}

/** The secondary steps of each code's route, with their place on the whole route. */
function secondarySteps(routes: Routes, codes: readonly string[]) {
  return codes.flatMap((code) =>
    (routes.get(code) ?? []).flatMap((step, index) =>
      step.stage === 'secondary' ? [{ code, index, step }] : [],
    ),
  );
}

/** Counts per `${project}|${plane}|${process}` from the grouped rows. */
async function cellCounts(org: OrgScope, routes: Routes, projectIds: string[], codes: string[]) {
  const steps = secondarySteps(routes, codes);
  const pairs = steps.map((s) => ({ code: s.code, processId: s.step.processId }));
  const [groups, done] = await Promise.all([
    standingGroups(org, { projectIds, codes: [...new Set(pairs.map((p) => p.code))] }),
    doneGroups(org, { projectIds, pairs }),
  ]);
  const cells = new Map<string, Counts>();
  const cell = (key: string) => {
    let c = cells.get(key);
    if (!c) cells.set(key, (c = { toProcess: 0, inProgress: 0, done: 0, total: 0 }));
    return c;
  };
  for (const g of groups) {
    const n = Number(g.n ?? 0);
    const pieces = Number(g.pieces);
    for (const s of steps) {
      if (s.code !== g.process_code) continue;
      const c = cell(`${g.project_id}|${g.plane_id}|${s.step.processId}`);
      c.total += pieces;
      if (n === s.index && AT_PROCESS.includes(g.status)) c.inProgress += pieces;
    }
  }
  for (const d of done)
    cell(`${d.project_id}|${d.plane_id}|${d.process_id}`).done += Number(d.pieces);
  for (const c of cells.values()) c.toProcess = Math.max(0, c.total - c.inProgress - c.done);
  return { cells, steps };
}

/** webSecondProcess/getSolutionSecondProgress */
export async function getSecondProgress(
  actor: Actor,
  deps: AppDeps,
  projectId: string,
): Promise<SecondProgressData> {
  await requireSecondaryPlan(deps, actor);
  const org = actorScope(actor, deps.db);
  await findProject(org, projectId);
  const [routes, codes, planes, abnormalCount] = await Promise.all([
    readRoutes(org),
    codesOfProject(org, projectId),
    planesOf(org, [projectId]),
    countAbnormal(org, projectId),
  ]);
  const { cells, steps } = await cellCounts(org, routes, [projectId], codes.sort());
  // Columns in route order, each process once (codes may share steps).
  const columns = new Map<string, RouteStep>();
  for (const s of [...steps].sort((a, b) => a.index - b.index))
    if (!columns.has(s.step.processId)) columns.set(s.step.processId, s.step);
  const empty = { toProcess: 0, inProgress: 0, done: 0 };
  return {
    processes: [...columns.values()].map((p) => ({
      processId: p.processId,
      code: p.code,
      name: p.name,
    })),
    planes: planes.map((p) => ({
      planeId: p.id,
      planeName: p.name,
      cells: [...columns.keys()].map((processId) => {
        const c = cells.get(`${projectId}|${p.id}|${processId}`);
        return { processId, ...(c ? pick(c) : empty) };
      }),
    })),
    abnormalCount,
  };
}

const pick = (c: Counts) => ({ toProcess: c.toProcess, inProgress: c.inProgress, done: c.done });

/** The route index of the process on every code that routes it. */
export const indexByCode = (routes: Routes, processId: string) =>
  new Map(
    [...routes].flatMap(([code, route]) => {
      const i = route.findIndex((s) => s.processId === processId);
      return i >= 0 ? [[code, i] as const] : [];
    }),
  );

/** webSecondProcess/getSecondProgressPieces: the pieces behind one cell, a page at a time. */
export async function getSecondPieces(
  actor: Actor,
  deps: AppDeps,
  q: z.output<typeof secondPiecesBody>,
) {
  await requireSecondaryPlan(deps, actor);
  const org = actorScope(actor, deps.db);
  await findProject(org, q.projectId);
  const [plane] = (await planesOf(org, [q.projectId])).filter((p) => p.id === q.planeId);
  if (!plane) throw notFound('project.notFound');
  const routes = await readRoutes(org);
  const base = cellPieces(org, { ...q, indexByCode: indexByCode(routes, q.processId) });
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(q);
  const rows = await base
    .select([
      'project_slabs.id',
      'project_slabs.code',
      'project_slabs.process_code',
      'project_slabs.status',
      'project_slabs.width_mm',
      'project_slabs.height_mm',
      'project_slabs.abnormal',
      'project_slabs.abnormal_reason',
    ])
    .orderBy('project_slabs.code')
    .orderBy('project_slabs.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    list: rows.map((r) => ({
      id: r.id,
      code: r.code,
      planeName: plane.name,
      processCode: r.process_code,
      status: r.status,
      widthMm: r.width_mm,
      heightMm: r.height_mm,
      abnormal: r.abnormal === 1,
      abnormalReason: r.abnormal_reason,
    })),
  };
}

/** webSecondProcess/getProcessSecondProgress: the process on every live project, by plane. */
export async function getProcessProgress(
  actor: Actor,
  deps: AppDeps,
  q: z.output<typeof processProgressBody>,
): Promise<ProcessProgressData> {
  await requireSecondaryPlan(deps, actor);
  const org = actorScope(actor, deps.db);
  if (!(await findProcess(org, q.processId))) throw notFound();
  const routes = await readRoutes(org);
  const codes = [...indexByCode(routes, q.processId).keys()];
  if (codes.length === 0) return { total: 0, pageNum: q.pageNum, pageSize: q.pageSize, list: [] };
  const live = org
    .selectFrom('projects as p')
    .where('p.archived', '=', 0)
    .where('p.terminated', '=', 0)
    .where((eb) =>
      eb.exists(
        org
          .selectFrom('project_slabs as s')
          .select('s.id')
          .where(sql<boolean>`${sql.ref('s.project_id')} = ${sql.ref('p.id')}`)
          .where('s.process_code', 'in', codes),
      ),
    );
  const total = countOf(
    await live.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(q);
  const projects = await live
    .select(['p.id', 'p.name'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const ids = projects.map((p) => p.id);
  const [{ cells }, planes] = await Promise.all([
    cellCounts(org, routes, ids, codes),
    planesOf(org, ids),
  ]);
  return {
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    list: projects.map((p) => ({
      projectId: p.id,
      projectName: p.name,
      planes: planes
        .filter((l) => l.project_id === p.id)
        .flatMap((l) => {
          const c = cells.get(`${p.id}|${l.id}|${q.processId}`);
          return c && c.total > 0 ? [{ planeId: l.id, planeName: l.name, ...pick(c) }] : [];
        }),
    })),
  };
}
