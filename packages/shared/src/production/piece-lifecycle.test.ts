import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  isCut,
  nextPieceState,
  PIECE_EVENT_NAMES,
  PIECE_EVENTS,
  PIECE_LIFECYCLE,
  PIECE_STATE_NAMES,
  projectProgressOf,
  type PieceState,
} from './piece-lifecycle.ts';

/** Every state reachable from a new piece through legal events. */
function reachable(): Set<PieceState> {
  const seen = new Set<PieceState>(['pendingPickup', 'pendingCut']);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of [...seen])
      for (const e of PIECE_EVENT_NAMES) {
        const n = nextPieceState(s, e);
        if (n && !seen.has(n)) {
          seen.add(n);
          grew = true;
        }
      }
  }
  return seen;
}

describe('piece life cycle', () => {
  test('all 15 statuses are reachable and each has both names', () => {
    expect(PIECE_LIFECYCLE).toHaveLength(15);
    expect([...reachable()].sort()).toEqual([...PIECE_LIFECYCLE].sort());
    for (const s of PIECE_LIFECYCLE) expect(PIECE_STATE_NAMES[s].zh).not.toBe('');
  });

  test('no sequence of calls reaches an illegal state or skips the cut', () => {
    const event = fc.constantFrom(...PIECE_EVENT_NAMES);
    fc.assert(
      fc.property(
        fc.constantFrom<PieceState>('pendingPickup', 'pendingCut'),
        fc.array(event),
        (start, events) => {
          let state = start;
          let wasCut = false;
          for (const e of events) {
            const next = nextPieceState(state, e);
            if (next === null) continue; // refused: the piece keeps its state
            expect((PIECE_EVENTS[e].from as readonly string[]).includes(state)).toBe(true);
            if (next === 'cut') wasCut = true;
            state = next;
            expect(PIECE_LIFECYCLE).toContain(state);
            // Nothing past the saw without a cut, and nothing goes back to the saw after it.
            expect(isCut(state)).toBe(wasCut);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('a packed piece leaves its box only by an unpack, or ships in it', () => {
    const expected: Partial<Record<string, PieceState>> = {
      unpack: 'completeSet',
      ship: 'shipped',
    };
    for (const e of PIECE_EVENT_NAMES)
      expect(nextPieceState('packed', e)).toBe(expected[e] ?? null);
  });

  test('a shipped piece is final (issue 19)', () => {
    for (const e of PIECE_EVENT_NAMES) expect(nextPieceState('shipped', e)).toBeNull();
  });

  test('the project state follows its pieces', () => {
    expect(projectProgressOf({ pieces: 3, started: 0, packed: 0 })).toBe('notStarted');
    expect(projectProgressOf({ pieces: 3, started: 1, packed: 0 })).toBe('inProduction');
    expect(projectProgressOf({ pieces: 3, started: 3, packed: 3 })).toBe('completed');
    expect(projectProgressOf({ pieces: 0, started: 0, packed: 0 })).toBe('notStarted');
  });
});
