import { PIECE_PROGRESS_EVENT, type PieceProgressData } from '@stone/shared/production/live-events';
import type { AppDeps } from '../context.ts';

/**
 * Tells the enterprise's live screens that pieces of a project moved (after the commit, so a
 * screen that refetches sees the change). Fire and forget: a lost event costs a screen a refresh
 * on its next poll, never the caller's write.
 */
export function publishPieceProgress(
  deps: Pick<AppDeps, 'events'>,
  orgId: string,
  data: PieceProgressData,
): void {
  // The bus only fails when it is closing or the payload is too large (it is a few ids).
  deps.events.publish(orgId, { type: PIECE_PROGRESS_EVENT, data }).catch(() => undefined);
}
