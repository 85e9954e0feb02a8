import { featureKeys, useApiQuery } from '../../components/crud/api-query.ts';

/** The home screen's reads, keyed under `home` (docs/adr/0008). */
export const homeKeys = featureKeys('home');

export const useRecentSummary = () =>
  useApiQuery(homeKeys, 'webProduce/getRecentSolutionSummary', {});

/** The three named cutting figures of product-spec §7 (issue 17). */
export const useTodayCuts = () => useApiQuery(homeKeys, 'webSolutionSlabCut/getToDaySlabCut', {});
export const useYesterdayCuts = () =>
  useApiQuery(homeKeys, 'webSolutionSlabCut/getYesterdaySlabCut', {});
export const useMonthCuts = () =>
  useApiQuery(homeKeys, 'webSolutionSlabCut/getWebMonthSlabCut', {});

/** This month's done area per module against its target (issue 20). */
export const useHomeTargets = () => useApiQuery(homeKeys, 'webMonthStandard/getHomeTargets', {});

/** The five newest live projects. */
export const useRecentProjects = (enabled: boolean) =>
  useApiQuery(
    homeKeys,
    'webProduce/getProduceSolutionList',
    { pageNum: 1, pageSize: 5, sortField: 'createdAt', sortOrder: 'descend' },
    { enabled },
  );
