import { useSyncExternalStore } from 'react';
import { LIMITS } from '@stone/shared/limits';

const QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`;

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

const isMobileNow = (): boolean => window.matchMedia?.(QUERY).matches ?? false;

/** Below 992 px the shell switches to its mobile layout (spec §9). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
