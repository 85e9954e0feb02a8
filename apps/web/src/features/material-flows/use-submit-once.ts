import { useRef } from 'react';

const newRequestId = () => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

/**
 * A flow's submit, at most one at a time (issue 23: a double-click on transfer saved two
 * movements). A click while the first is still on its way is ignored here, before React has
 * re-rendered the button as loading; each submit carries its own requestId, so a copy that
 * still reaches the server (a retry of the same request) is answered once, not moved twice.
 */
export function useSubmitOnce<T>(run: (requestId: string) => Promise<T>) {
  const busy = useRef(false);
  return async (): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await run(newRequestId());
    } finally {
      busy.current = false;
    }
  };
}
