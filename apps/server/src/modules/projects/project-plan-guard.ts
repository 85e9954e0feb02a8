// What a change of a plane's cutting plan means for its project (issue 23, docs/adr/0015):
// refused once slabs of the plane are cut; otherwise an approved project goes back to review.
import { ERROR_CODES } from '@stone/shared';
import type { OrgScope } from '../../db/org-scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { countCutSlabs, findPlaneName } from './project-progress.repository.ts';

/** Cut stone can't be planned again: a plane with cut slabs keeps its cutting plan. */
export async function assertPlanMayChange(org: OrgScope, planeId: string) {
  const count = await countCutSlabs(org, planeId);
  if (count > 0)
    throw new AppError(ERROR_CODES.CONFLICT, 'project.planeHasCutSlabs', null, {
      plane: (await findPlaneName(org, planeId)) ?? '',
      count,
    });
}

/**
 * An approved project whose plan changed is pending review again; the version moves on, so an
 * approval at the version seen before the change is stale. True when it went back.
 */
export async function sendBackToReview(org: OrgScope, projectId: string): Promise<boolean> {
  const result = await org
    .updateTable('projects')
    .set((eb) => ({
      review_state: 'pending',
      version: eb('version', '+', 1),
      updated_at: nowIso(),
    }))
    .where('id', '=', projectId)
    .where('review_state', '!=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
