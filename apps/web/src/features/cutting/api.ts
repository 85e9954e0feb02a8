import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/** The cutting data screen's reads (docs/adr/0008). */
export const cuttingKeys = featureKeys('cutting');
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const useCuttingList = (body: BodyOf<'webSolutionSlabCut/getCuttingDataList'>) =>
  useApiQuery(cuttingKeys, 'webSolutionSlabCut/getCuttingDataList', body, keepPrevious);
export const useCuttingTotals = (body: BodyOf<'webSolutionSlabCut/getCuttingDataTotals'>) =>
  useApiQuery(cuttingKeys, 'webSolutionSlabCut/getCuttingDataTotals', body, keepPrevious);
export const useCuttingChoices = () =>
  useApiQuery(cuttingKeys, 'webSolutionSlabCut/getCuttingDataChoices', {});
export const useExportCutting = () => useApiMutation('webSolutionSlabCut/exportCuttingData', []);
