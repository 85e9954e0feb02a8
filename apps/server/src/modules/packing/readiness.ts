// Is a piece ready for the kit check (issue 18 contract)? It is cut and every cutting and
// secondary step of its route is reported: state processed, or a route with no such step (or no
// route at all) and a state between the saw and processing.
import {
  isCut,
  isPieceState,
  PIECE_STATE_NAMES,
  type PieceState,
} from '@stone/shared/production/piece-lifecycle';
import type { OrgScope } from '../../db/org-scope.ts';
import { routeReader } from '../processes/processes.service.ts';
import { reportsOfPieces } from '../work-reports/work-reports.repository.ts';

/** Checked at the kit check already; a short group's checked pieces wait as incomplete sets. */
export const CHECKED: readonly PieceState[] = ['pendingCompleteSet', 'incompleteSet'];
/** Past the kit check: a complete set, queued, being packed or packed. */
export const COMPLETE: readonly PieceState[] = [
  'completeSet',
  'pendingPacking',
  'packing',
  'packed',
  // Issue 19: shipped with its box order, still a complete set.
  'shipped',
];
const BEFORE_PROCESSING: readonly PieceState[] = ['cut', 'pendingBinding', 'pendingProcessing'];

export type Readiness =
  | { kind: 'ready' }
  | { kind: 'checked' }
  | { kind: 'notReady'; state: PieceState; step: string | null };

export const stateOf = (status: string): PieceState =>
  isPieceState(status) ? status : 'pendingPickup';

export const stateNames = (s: PieceState) => ({
  stateEn: PIECE_STATE_NAMES[s].en,
  stateZh: PIECE_STATE_NAMES[s].zh,
});

/** A reader of readiness for pieces of one call: routes and reports read once. */
export async function readinessReader(
  org: OrgScope,
  pieces: readonly { id: string; status: string; process_code: string }[],
) {
  const routeOf = routeReader(org);
  const reported = new Set(
    pieces.length
      ? (
          await reportsOfPieces(
            org,
            pieces.map((p) => p.id),
          )
        ).map((r) => `${r.piece_id}/${r.process_id}`)
      : [],
  );
  return async (p: { id: string; status: string; process_code: string }): Promise<Readiness> => {
    const state = stateOf(p.status);
    if (CHECKED.includes(state) || COMPLETE.includes(state)) return { kind: 'checked' };
    if (state === 'processed') return { kind: 'ready' };
    if (!isCut(state)) return { kind: 'notReady', state, step: null };
    const pending = (await routeOf(p.process_code)).filter(
      (s) =>
        (s.stage === 'cutting' || s.stage === 'secondary') &&
        !reported.has(`${p.id}/${s.processId}`),
    );
    if (pending.length === 0 && BEFORE_PROCESSING.includes(state)) return { kind: 'ready' };
    return { kind: 'notReady', state, step: pending[0]?.name ?? null };
  };
}
