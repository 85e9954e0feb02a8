import { containsText } from '../../db/list-query.ts';
import type { z } from 'zod';
import type { seatListBody } from '@stone/shared/enterprise/quotas';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { countUsedSeats, loadQuotas } from './quotas.repository.ts';

export async function getQuotaList(deps: AppDeps, orgId: string) {
  const totals = await loadQuotas(deps.db, orgId);
  const usedSeats = await countUsedSeats(deps.db, orgId);
  // Device links arrive with device management; until then none is in use.
  const used = { memberSeats: usedSeats, deviceLinks: 0 };
  return (['memberSeats', 'deviceLinks'] as const).map((key) => ({
    key,
    total: totals[key],
    used: used[key],
    available: Math.max(0, totals[key] - used[key]),
  }));
}

/** Refuses one more seat when every seat is taken ("adding a member beyond the quota"). */
export async function assertSeatAvailable(db: Db, orgId: string) {
  const totals = await loadQuotas(db, orgId);
  if ((await countUsedSeats(db, orgId)) >= totals.memberSeats)
    throw conflict('quota.memberSeatsFull');
}

export async function getSeatList(
  deps: AppDeps,
  orgId: string,
  query: z.output<typeof seatListBody>,
) {
  let base = deps.db
    .selectFrom('members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('roles as r', (j) =>
      j.onRef('r.org_id', '=', 'm.org_id').onRef('r.id', '=', 'm.role_id'),
    )
    .where('m.org_id', '=', orgId)
    .where('m.status', '!=', 'removed');
  if (query.name) base = base.where(containsText('u.nickname', query.name));
  if (query.hasSeat !== undefined) base = base.where('m.web_access', '=', query.hasSeat ? 1 : 0);
  const { n } = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'm.id',
      'u.nickname',
      'u.phone',
      'm.staff_no',
      'r.name',
      'r.is_super_admin',
      'm.status',
      'm.web_access',
      'm.version',
    ])
    .orderBy(
      query.sortField === 'nickname' ? 'u.nickname' : 'm.created_at',
      query.sortOrder === 'descend' ? 'desc' : 'asc',
    )
    .orderBy('m.id')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
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
    total: Number(n),
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
  deps: AppDeps,
  orgId: string,
  callerMemberId: string,
  input: { memberId: string; version: number },
  allocate: boolean,
) {
  const member = await deps.db
    .selectFrom('members as m')
    .innerJoin('roles as r', (j) =>
      j.onRef('r.org_id', '=', 'm.org_id').onRef('r.id', '=', 'm.role_id'),
    )
    .select(['m.id', 'm.web_access', 'm.version', 'r.is_super_admin'])
    .where('m.org_id', '=', orgId)
    .where('m.id', '=', input.memberId)
    .where('m.status', '!=', 'removed')
    .executeTakeFirst();
  if (!member) throw notFound();
  if (member.version !== input.version) throw conflict();
  if (!allocate && member.id === callerMemberId) throw conflict('member.notSelf');
  // Like the super administrator role, their seat is fixed for everyone, super or not: the
  // allocate permission must not lock the enterprise's administrators out of the web console.
  if (!allocate && member.is_super_admin === 1) throw conflict('quota.superAdminSeat');
  if (member.web_access === (allocate ? 1 : 0)) return;
  if (allocate) await assertSeatAvailable(deps.db, orgId);
  const result = await deps.db
    .updateTable('members')
    .set({ web_access: allocate ? 1 : 0, updated_at: nowIso(), version: input.version + 1 })
    .where('org_id', '=', orgId)
    .where('id', '=', input.memberId)
    .where('version', '=', input.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict();
}
