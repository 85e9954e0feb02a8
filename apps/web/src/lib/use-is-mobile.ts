import { LIMITS } from '@stone/shared/limits';
import { useMediaQuery } from './use-media-query.ts';

const QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`;

/** Below 992 px the shell switches to its mobile layout (spec §9). */
export const useIsMobile = (): boolean => useMediaQuery(QUERY);
