import type { EndpointPath } from '@stone/shared';
import type { Entry } from './authorization-matrix.types.ts';

type BoardPath = Extract<
  EndpointPath,
  `webMesBoard/${string}` | 'webDigitalFactory/getOverview' | 'webProduceData/getDigitalFactory'
>;

const read: Entry = { body: () => ({}) };

/** Digital boards (issue 20): reads of the caller's own enterprise only, no body. */
export const BOARD_ENTRIES: Record<BoardPath, Entry> = {
  'webMesBoard/getMasterControl': read,
  'webMesBoard/getPacking': read,
  'webMesBoard/getSecondary': read,
  'webMesBoard/getMaterialOpening': read,
  'webMesBoard/getTotalOpening': read,
  'webMesBoard/getKitCompletion': read,
  'webMesBoard/getMonthlyIndicators': read,
  'webDigitalFactory/getOverview': read,
  'webProduceData/getDigitalFactory': read,
};
