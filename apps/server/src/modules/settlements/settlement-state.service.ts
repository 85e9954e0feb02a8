// Settle, account arrived / not arrived and delete (product-spec §4 "Settlement"). Each change
// is one conditional statement on the row's current state, so of two callers at once exactly
// one changes it (SQLite serialises writes; PostgreSQL re-checks the condition after the row
// lock) and the other is told why, with code 4.
import type { Actor } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import * as repo from './settlement-state.repository.ts';
import { findSettlement } from './settlements.repository.ts';

async function requireSettlement(org: OrgScope, id: string) {
  const row = await findSettlement(org, id);
  if (!row) throw notFound();
  return row;
}

export async function settle(org: OrgScope, actor: Pick<Actor, 'userId'>, id: string) {
  await requireSettlement(org, id);
  if ((await repo.settleIfUnsettled(org, id, actor.userId, nowIso())) !== 1)
    throw conflict('settlement.alreadySettled');
  return requireSettlement(org, id);
}

export async function markArrived(
  org: OrgScope,
  actor: Pick<Actor, 'userId'>,
  id: string,
  arrived: boolean,
) {
  const row = await requireSettlement(org, id);
  if (row.status !== 'settled') throw conflict('settlement.notSettled');
  const by = { userId: actor.userId, at: nowIso() };
  if ((await repo.setArrivedIfSettled(org, id, arrived, by)) !== 1)
    throw conflict(arrived ? 'settlement.alreadyArrived' : 'settlement.alreadyNotArrived');
  return requireSettlement(org, id);
}

/** Deletes an unsettled document in the caller's transaction; its projects are free again. */
export async function deleteSettlement(org: OrgScope, id: string) {
  const row = await requireSettlement(org, id);
  if (row.status !== 'unsettled') throw conflict('settlement.deleteSettled');
  // Claim the row first: a settle racing this delete either won already (refused) or waits.
  if ((await repo.claimUnsettled(org, id)) !== 1) throw conflict('settlement.deleteSettled');
  await repo.deleteDocument(org, id);
}
