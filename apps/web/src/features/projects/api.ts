import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/**
 * Every call of the project screens in one place (docs/adr/0008): the key factory, the reads,
 * and the writes, each write refreshing everything the feature shows.
 */
export const projectKeys = featureKeys('projects');
/** The stone catalogue a project's settings choose their material from (issue 23). */
export const useStoneChoices = () =>
  useApiQuery(projectKeys, 'webStoneMaterial/getStoneMaterialChoices', {});
/** The process catalogue settings and pieces choose from (issue 17). */
export const useProcessChoices = () => useApiQuery(projectKeys, 'webProcess/getProcessChoices', {});
const ALL = [projectKeys.all];

export const useProjectList = (body: BodyOf<'webProduce/getProduceSolutionList'>) =>
  useApiQuery(projectKeys, 'webProduce/getProduceSolutionList', body, {
    placeholderData: (previous) => previous,
  });

export const useProjectDetail = (id: string) =>
  useApiQuery(projectKeys, 'webProduce/getSolutionDetail', { id }, { enabled: id !== '' });

export const useProjectSlabs = (body: BodyOf<'webProduce/getSolutionSlabs'>) =>
  useApiQuery(projectKeys, 'webProduce/getSolutionSlabs', body, {
    placeholderData: (previous) => previous,
  });

/* The detail tabs (issue 23): each reads only when its tab is open. */
export const usePackingList = (body: BodyOf<'webProduce/getSolutionPackingList'>) =>
  useApiQuery(projectKeys, 'webProduce/getSolutionPackingList', body, {
    placeholderData: (previous) => previous,
  });
export const usePlanSlabs = (body: BodyOf<'webProduce/getSolutionPlanSlabs'>) =>
  useApiQuery(projectKeys, 'webProduce/getSolutionPlanSlabs', body, {
    placeholderData: (previous) => previous,
  });
export const useProjectMovements = (body: BodyOf<'webProduce/getSolutionMovements'>) =>
  useApiQuery(projectKeys, 'webProduce/getSolutionMovements', body, {
    placeholderData: (previous) => previous,
  });
export const useProjectProgress = (id: string) =>
  useApiQuery(projectKeys, 'webProduce/getSolutionProgress', { id });

/** The drawing as the create would read it (issue 23); read again only when units or page change. */
export const useDrawingPreview = (body: BodyOf<'webProduce/previewSolutionDrawing'>) =>
  useApiQuery(projectKeys, 'webProduce/previewSolutionDrawing', body, {
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });

export const useCreateProject = () => useApiMutation('webProduce/createSolution', ALL);
export const useUpdateSettings = () => useApiMutation('webProduce/updateSolutionSettings', ALL);
export const useGeneratePackingList = () => useApiMutation('webProduce/generatePackingList', ALL);
export const useSetPieceProcessCode = () =>
  useApiMutation('webProduce/setSolutionPieceProcessCode', ALL);
export const useSetPieceRotationLock = () =>
  useApiMutation('webProduce/setSolutionPieceRotationLock', ALL);
export const usePasteProcessCodes = () =>
  useApiMutation('webProduce/pasteSolutionPieceProcessCodes', ALL);
export const useApprove = () => useApiMutation('webProduce/approveSolution', ALL);
export const useArchive = () => useApiMutation('webProduce/archiveSolution', ALL);
export const useRestore = () => useApiMutation('webProduce/restoreSolution', ALL);
export const useTerminate = () => useApiMutation('webProduce/terminateSolution', ALL);

/* Planning (webPlan/*): kept under the same keys, so accepting a run refreshes the project too. */

const ACTIVE = new Set(['queued', 'running']);
/** The brief asks for ~700 ms: a bar that moves smoothly without flooding the server. */
export const PLAN_POLL_MS = 700;

export const usePlanningJob = (runId: string | null) =>
  useApiQuery(
    projectKeys,
    'webPlan/getPlanningJob',
    { runId: runId ?? '' },
    {
      enabled: runId !== null,
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data && !ACTIVE.has(query.state.data.state) ? false : PLAN_POLL_MS,
    },
  );

export const usePlanRuns = (planeId: string) =>
  useApiQuery(projectKeys, 'webPlan/getPlanRuns', { planeId });

export const useCuttingPlan = (planeId: string, runId?: string) =>
  useApiQuery(projectKeys, 'webPlan/getCuttingPlan', runId ? { planeId, runId } : { planeId });

export const useStartPlanning = () => useApiMutation('webPlan/startPlanning', ALL);
export const useCancelPlanning = () => useApiMutation('webPlan/cancelPlanning', ALL);
export const useAcceptRun = () => useApiMutation('webPlan/acceptPlanRun', ALL);
export const useExportDxf = () => useApiMutation('webPlan/exportLayoutDxf', []);
