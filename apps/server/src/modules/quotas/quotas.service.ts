import type { z } from 'zod';
import type { seatListBody } from '@stone/shared/enterprise/quotas';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { actorScope } from '../../db/org-scope.ts';
import { updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { countUsedSeats, findSeat, loadQuotas, selectSeatPage } from './quotas.repository.ts';

export async function getQuotaList(actor: Actor, db: Db) {
  const org = actorScope(actor, db);
  const totals = await loadQuotas(org);
  const usedSeats = await countUsedSeats(org);
  // Device links arrive with device management; until then none is in use.
  const used = { memberSeats: usedSeats, deviceLinks: 0 };
  return (['memberSeats', 'deviceLinks'] as const).map((key) => ({
    key,
    total: totals[key],
    used: used[key],
    available: Math.max(0, totals[key] - used[key]),
  }));
}

/**
 * Refuses one more seat when every seat is taken ("adding a member beyond the quota"). `db` may
 * be the transaction that goes on to take the seat (after lockOrgRow).
 */
export async function assertSeatAvailable(actor: Actor, db: Db) {
  const org = actorScope(actor, db);
  const totals = await loadQuotas(org);
  if ((await countUsedSeats(org)) >= totals.memberSeats) throw conflict('quota.memberSeatsFull');
}

export async function getSeatList(actor: Actor, db: Db, query: z.output<typeof seatListBody>) {
  const { rows, total } = await selectSeatPage(actorScope(actor, db), query);
  return {
    list: rows.map((r) => ({
      memberId: r.id,
      nickname: r.nickname,
      phone: r.phone,
      staffNo: r.staff_no,
      roleName: r.name,
      isSuperAdmin: r.is_super_admin === 1,
      status: r.status === 'disabled' ? ('disabled' as const) : ('enabled' as const),
      hasSeat: r.web_access === 1,
      version: r.version,
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * Allocate gives a member a seat (the web console, loginApp 1); reclaim takes it back, leaving
 * the shop-floor app. The caller keeps their own seat and super administrators keep theirs, so
 * nobody locks themselves or the enterprise's administrators out.
 */
export async function changeSeat(
  actor: Actor,
  db: Db,
  input: { memberId: string; version: number; allocate: boolean },
) {
  const { memberId, version, allocate } = input;
  const member = await findSeat(actorScope(actor, db), memberId);
  if (!member) throw notFound();
  if (member.version !== version) throw conflict();
  if (!allocate && member.id === actor.memberId) throw conflict('member.notSelf');
  // Like the super administrator role, their seat is fixed for everyone, super or not: the
  // allocate permission must not lock the enterprise's administrators out of the web console.
  if (!allocate && member.is_super_admin === 1) throw conflict('quota.superAdminSeat');
  if (member.web_access === (allocate ? 1 : 0)) return;
  if (allocate) await assertSeatAvailable(actor, db);
  await updateAtVersion(
    db,
    'members',
    { orgId: actor.orgId, id: memberId, version },
    { web_access: allocate ? 1 : 0 },
  );
}
