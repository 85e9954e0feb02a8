import type { BodyOf } from '@stone/shared';
import { useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';
import { projectKeys } from './api.ts';

/* Secondary processing and abnormal pieces (issue 18), under the project keys: a flag refreshes
   every project read, and a project write refreshes the grid. */
const ALL = [projectKeys.all];

export const useSecondProgress = (projectId: string) =>
  useApiQuery(projectKeys, 'webSecondProcess/getSolutionSecondProgress', { projectId });
export const useSecondPieces = (body: BodyOf<'webSecondProcess/getSecondProgressPieces'>) =>
  useApiQuery(projectKeys, 'webSecondProcess/getSecondProgressPieces', body, {
    placeholderData: (previous) => previous,
  });
export const useAbnormalPieces = (body: BodyOf<'webSecondProcess/getAbnormalPieces'>) =>
  useApiQuery(projectKeys, 'webSecondProcess/getAbnormalPieces', body, {
    placeholderData: (previous) => previous,
  });
export const useMarkAbnormal = () => useApiMutation('webSecondProcess/markPieceAbnormal', ALL);
export const useClearAbnormal = () => useApiMutation('webSecondProcess/clearPieceAbnormal', ALL);

/* The material and picking tabs (issue 18). */
export const useProjectMaterial = (projectId: string) =>
  useApiQuery(projectKeys, 'webSolutionTabs/getSolutionMaterial', { projectId });
export const useProjectPicks = (body: BodyOf<'webSolutionTabs/getSolutionPicks'>) =>
  useApiQuery(projectKeys, 'webSolutionTabs/getSolutionPicks', body, {
    placeholderData: (previous) => previous,
  });
