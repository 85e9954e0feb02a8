import type { BodyOf, EndpointPath } from '@stone/shared';
import type { BoardName } from '@stone/shared/boards/boards';
import { featureKeys, useApiQuery } from '../../components/crud/api-query.ts';
import { addLocales } from '../../lib/i18n.ts';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

// The screens' texts, registered when their chunk loads.
addLocales('boards', { en, zh });

/** Every board read sits under one key, so a live event refetches what is shown (docs/adr/0008). */
export const boardKeys = featureKeys('boards');

export const BOARD_PATHS = {
  masterControl: 'webMesBoard/getMasterControl',
  packing: 'webMesBoard/getPacking',
  secondary: 'webMesBoard/getSecondary',
  materialOpening: 'webMesBoard/getMaterialOpening',
  totalOpening: 'webMesBoard/getTotalOpening',
  kitCompletion: 'webMesBoard/getKitCompletion',
  monthlyIndicators: 'webMesBoard/getMonthlyIndicators',
} as const satisfies Record<BoardName, EndpointPath>;

export type OverviewPath = 'webDigitalFactory/getOverview' | 'webProduceData/getDigitalFactory';

/** One board's read; the last figures stay on screen while a refetch runs. */
export const useBoard = <P extends (typeof BOARD_PATHS)[BoardName] | OverviewPath>(path: P) =>
  useApiQuery(boardKeys, path, {} as BodyOf<P>, { placeholderData: (previous) => previous });
