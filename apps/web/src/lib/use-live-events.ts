import { useEffect, useRef, useState } from 'react';
import { API_PREFIX } from '@stone/shared/prefix';
import { api } from './api.ts';
import { connectLiveEvents, type LiveMessage, type LiveStatus } from './live-events.ts';
import { getToken } from './token.ts';

export const LIVE_STREAM_PATH = `${API_PREFIX}webEvent/stream`;

/**
 * The enterprise's live events of the given types while the component is shown, with the
 * connection's state for a "live" indicator. `onResync` runs when events may have been missed
 * (the server's `resync`, or a reconnect with nothing to resume from): reload everything shown.
 * The callbacks may change every render; the connection stays.
 */
export function useLiveEvents(
  types: readonly string[],
  onEvent: (message: LiveMessage) => void,
  onResync: () => void,
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handlers = useRef({ onEvent, onResync });
  useEffect(() => {
    handlers.current = { onEvent, onResync };
  });
  const key = types.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    return connectLiveEvents({
      url: `${api.http.defaults.baseURL ?? ''}${LIVE_STREAM_PATH}`,
      token: getToken,
      onEvent: (message) => {
        if (wanted.has(message.type)) handlers.current.onEvent(message);
      },
      onResync: () => handlers.current.onResync(),
      onStatus: setStatus,
    });
  }, [key]);
  return status;
}
