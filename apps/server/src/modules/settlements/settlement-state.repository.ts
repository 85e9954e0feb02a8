// The state changes of a settlement document, each one conditional statement on the row's
// current state (settlement-state.service.ts says why): they answer how many rows changed.
import type { OrgScope } from '../../db/org-scope.ts';

const changed = (res: { numUpdatedRows: bigint }) => Number(res.numUpdatedRows);

export const settleIfUnsettled = async (org: OrgScope, id: string, userId: string, at: string) =>
  changed(
    await org
      .updateTable('settlements')
      .set((eb) => ({
        status: 'settled',
        settled_by: userId,
        settled_at: at,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('status', '=', 'unsettled')
      .executeTakeFirst(),
  );

export const setArrivedIfSettled = async (
  org: OrgScope,
  id: string,
  arrived: boolean,
  by: { userId: string; at: string },
) =>
  changed(
    await org
      .updateTable('settlements')
      .set((eb) => ({
        account_arrived: arrived ? 1 : 0,
        arrived_by: arrived ? by.userId : null,
        arrived_at: arrived ? by.at : null,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('status', '=', 'settled')
      .where('account_arrived', '=', arrived ? 0 : 1)
      .executeTakeFirst(),
  );

/** Bumps an unsettled document's version: a settle racing the delete waits or wins first. */
export const claimUnsettled = async (org: OrgScope, id: string) =>
  changed(
    await org
      .updateTable('settlements')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'unsettled')
      .executeTakeFirst(),
  );

export async function deleteDocument(org: OrgScope, id: string) {
  await org.deleteFrom('settlement_lines').where('settlement_id', '=', id).execute();
  await org.deleteFrom('settlement_projects').where('settlement_id', '=', id).execute();
  await org.deleteFrom('settlements').where('id', '=', id).execute();
}
