import type { LayoutSlab } from '@stone/shared/planning/schemas';

/** One large slab's cutting layout as webPlan/getCuttingPlan sends it (mm, y up). */
export type SlabLayout = LayoutSlab;

/** Yields travel as percent strings with two decimals ("87.25"). */
export const formatYield = (percent: string | null | undefined): string =>
  percent === null || percent === undefined ? '–' : `${percent} %`;

/** Areas travel as m² strings with two decimals (api-conventions). */
export const formatArea = (m2: string | null | undefined): string =>
  m2 === null || m2 === undefined ? '–' : `${m2} m²`;
