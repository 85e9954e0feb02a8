import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { PIECE_PROGRESS_EVENT } from '@stone/shared/production/live-events';
import type { LiveStatus } from '../../lib/live-events.ts';
import { useLiveEvents } from '../../lib/use-live-events.ts';
import { boardKeys } from './api.ts';

const LIVE_TYPES = [PIECE_PROGRESS_EVENT];
/**
 * A batch of scans is a burst of events: the first event of a burst schedules one read this
 * much later, which covers every event until it starts. Never pushed back by later events (a
 * busy floor sends them without pause), so an event shows within this plus one read, < 2 s.
 */
export const BOARD_REFETCH_DELAY_MS = 300;

/**
 * Keeps the shown board current: every `pieceProgress` event (and a reconnect that may have
 * missed some, `resync`) reads the board again. The stream itself reconnects with
 * Last-Event-ID (lib/live-events.ts); the status feeds the "reconnecting" badge.
 */
export function useBoardLive(): LiveStatus {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refetch = useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void client.invalidateQueries({ queryKey: boardKeys.all });
    }, BOARD_REFETCH_DELAY_MS);
  }, [client]);
  return useLiveEvents(LIVE_TYPES, refetch, refetch);
}
