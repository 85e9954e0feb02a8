// Test helpers for the pay suites (not a test file itself): processes with fees, reports written
// at chosen times and by chosen workers (through the repository every writer uses, so their
// values and day rows are those of a real report), and team groups.
import { actorScope } from '../../db/org-scope.ts';
import type { Dialect } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { addAndSignIn, createRole } from '../members/admin-test-kit.ts';
import { nextCode } from '../materials/material-test-kit.ts';
import { insertReports } from '../work-reports/work-reports.repository.ts';
import {
  createWorkReportTestApp,
  cutPieces,
  type WorkReportTestApp,
} from '../work-reports/work-report-test-kit.ts';

export async function createPayTestApp(dialect: Dialect) {
  const ctx = await createWorkReportTestApp(dialect);
  const org = actorScope(ctx.owner, ctx.t.deps.db);
  // Edge: 12.34 per metre; polish: 5.00 per piece; kit: 33.33 per m² at the kit check.
  const set = (id: string, fee: number, unit: string, stage: string) =>
    org.updateTable('processes').set({ fee, unit, stage }).where('id', '=', id).execute();
  await set(ctx.process.edge, 1234, 'perMetre', 'secondary');
  await set(ctx.process.polish, 500, 'perPiece', 'secondary');
  await set(ctx.process.kit, 3333, 'perSquareMetre', 'kitCheck');
  return ctx;
}
export type PayTestApp = WorkReportTestApp;

/** A member seeing the pay screens (menus 403, 190, 409) with `actions`. */
export async function payMember(ctx: PayTestApp, name: string, actions: string[]) {
  const roleId = await createRole(
    ctx.t,
    ctx.owner.token,
    nextCode(`${name} role `),
    [403, 190, 191, 192, 193, 194, 195, 409],
    actions,
  );
  const member = await addAndSignIn(ctx.t, ctx.owner.token, { nickname: name, roleId });
  const api = <T = unknown>(path: string, body: unknown, lang: 'en' | 'zh' = 'en') =>
    ctx.api<T>(path, body, lang, member.token);
  const user = await ctx.t.deps.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', member.phone)
    .executeTakeFirstOrThrow();
  return { ...member, userId: user.id, api };
}

/** Reports of `worker` at `processId` on new 600 × 400 pieces, at `at` (ISO). */
export async function seedReports(
  ctx: PayTestApp,
  o: { workerId: string; processId: string; count: number; at: string },
) {
  const { projectId, pieces } = await cutPieces(ctx, o.count);
  const org = actorScope(ctx.owner, ctx.t.deps.db);
  await insertReports(
    org,
    pieces.map((p) => ({
      id: newId(),
      piece_id: p.id,
      process_id: o.processId,
      project_id: projectId,
      step: 0,
      worker_id: o.workerId,
      reported_at: o.at,
    })),
    ctx.owner.userId,
  );
  return pieces;
}

/** A team at `processId` with members and their coefficients (bp). */
export async function seedTeam(
  ctx: PayTestApp,
  processId: string,
  members: { workerId: string; coefficientBp: number }[],
) {
  const org = actorScope(ctx.owner, ctx.t.deps.db);
  const id = newId();
  const now = nowIso();
  await org
    .insertInto('team_groups')
    .values({
      id,
      name: nextCode('Team '),
      process_id: processId,
      coefficient_total_bp: members.reduce((a, m) => a + m.coefficientBp, 0),
      version: 1,
      created_by: ctx.owner.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await org
    .insertInto('team_members')
    .values(
      members.map((m) => ({
        team_id: id,
        process_id: processId,
        worker_id: m.workerId,
        coefficient_bp: m.coefficientBp,
        added_by: ctx.owner.userId,
        added_at: now,
      })),
    )
    .execute();
  return id;
}
