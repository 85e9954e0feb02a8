// The packing module's way to take packed pieces off their frames (contract of issue 18).
import type { Actor } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { nowIso } from '../../lib/crypto.ts';
import * as repo from './frames.repository.ts';
import { writeRecord } from './frame-items.ts';

/**
 * Removes the pieces from their frames in the caller's transaction, writes a `release` line in
 * each frame's circulation record and lowers its count (an emptied frame drops its project and
 * plane). Pieces on no frame are ignored; piece statuses are the caller's (packing's) business.
 */
export async function releasePiecesFromFrames(
  trx: OrgScope,
  pieceIds: string[],
  actor: Actor,
): Promise<void> {
  if (pieceIds.length === 0) return;
  const at = nowIso();
  for (let i = 0; i < pieceIds.length; i += 500) {
    const part = pieceIds.slice(i, i + 500);
    const on = await repo.framesOfPieces(trx, part);
    if (on.length === 0) continue;
    await repo.deleteFramePieces(
      trx,
      on.map((p) => p.piece_id),
    );
    const byFrame = new Map<string, typeof on>();
    for (const p of on) byFrame.set(p.frame_id, [...(byFrame.get(p.frame_id) ?? []), p]);
    for (const [frameId, pieces] of byFrame) {
      const frame = await repo.findFrame(trx, frameId);
      if (!frame) continue;
      await trx
        .updateTable('iron_frames')
        .set((eb) => ({
          piece_count: eb('piece_count', '-', pieces.length),
          operator_id: actor.userId,
          updated_at: at,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', frameId)
        .execute();
      // Emptied: the frame no longer belongs to a project (cleared in a second statement, as
      // the count above may have been lowered by a concurrent release).
      await trx
        .updateTable('iron_frames')
        .set({ project_id: null, plane_id: null })
        .where('id', '=', frameId)
        .where('piece_count', '<=', 0)
        .execute();
      await writeRecord(trx, {
        frameId,
        action: 'release',
        pieceCodes: pieces.map((p) => p.code),
        fromLocation: frame.location,
        toLocation: frame.location,
        memberId: actor.userId,
        at,
      });
    }
  }
}
