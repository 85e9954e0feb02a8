// Kit-check and packing steps of a route are reported by the screens that do that work
// (issue 18): when pieces are kit-checked or packed, the member who scanned them gets the
// report of that step, as a worker at a saw or a polisher does through the report screen.
// Workers are paid by these reports (issue 20), so they land in the same table and audit trail.
import type { ProcessStage } from '@stone/shared/processes/enums';
import type { Actor } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { routeReader } from '../processes/processes.service.ts';
import * as repo from './work-reports.repository.ts';

/**
 * Reports the steps of `stage` on each piece's route, in the caller's transaction. A piece
 * whose route has no such step, or whose step is already reported, is left as it is.
 */
export async function recordStageReports(
  org: OrgScope,
  actor: Pick<Actor, 'userId'>,
  input: { pieceIds: readonly string[]; stage: Extract<ProcessStage, 'kitCheck' | 'packing'> },
): Promise<number> {
  if (input.pieceIds.length === 0) return 0;
  const pieces = await repo.piecesByIds(org, input.pieceIds);
  const done = new Set(
    (await repo.reportsOfPieces(org, input.pieceIds)).map((r) => `${r.piece_id}/${r.process_id}`),
  );
  const routeOf = routeReader(org);
  const at = nowIso();
  const rows: repo.NewReport[] = [];
  for (const piece of pieces) {
    for (const [step, s] of (await routeOf(piece.process_code)).entries()) {
      if (s.stage !== input.stage || done.has(`${piece.id}/${s.processId}`)) continue;
      rows.push({
        id: newId(),
        piece_id: piece.id,
        process_id: s.processId,
        project_id: piece.project_id,
        step,
        worker_id: actor.userId,
        reported_at: at,
      });
    }
  }
  // 500 pieces per call at most, a few steps each: well inside one statement's parameters.
  if (rows.length) await repo.insertReports(org, rows, actor.userId);
  return rows.length;
}
