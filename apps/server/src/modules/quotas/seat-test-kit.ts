import type { Dialect } from '../../db/database.ts';
import { call, type CallOptions } from '../../test/api-client.ts';
import {
  createAdminTestApp,
  createOwner,
  createRole,
  memberVersion,
} from '../members/admin-test-kit.ts';

/** Test helpers for the seat suites (not a test file itself). */
export type SeatTestApp = Awaited<ReturnType<typeof createAdminTestApp>>;

/**
 * An app with an enterprise owner and a role (not a super administrator) that opens the seats
 * screen (menu 404) with the allocate permission, plus `extraActions`.
 */
export async function createSeatWorld(
  dialect: Dialect,
  names: { owner: string; org: string; role: string },
  extraActions: string[] = [],
) {
  const t = await createAdminTestApp(dialect);
  const owner = await createOwner(t, names.owner, names.org);
  const allocatorRoleId = await createRole(
    t,
    owner.token,
    names.role,
    [404],
    ['extendedApplication:allocate', ...extraActions],
  );
  return { t, owner, allocatorRoleId };
}

/** Reclaims or allocates a member's seat at the member's current version. */
export async function callSeat(
  t: SeatTestApp,
  orgId: string,
  path: 'webQuota/reclaimSeat' | 'webQuota/allocateSeat',
  memberId: string,
  options: CallOptions,
) {
  const version = await memberVersion(t, orgId, memberId);
  return call(t.app, path, { memberId, version }, options);
}
