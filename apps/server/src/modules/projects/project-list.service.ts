import { actorScope } from '../../db/org-scope.ts';
import { bpToPercent, fractionToBp, mm2ToM2 } from '@stone/shared/units';
import { PROJECT_LIMITS } from '@stone/shared/projects/enums';
import { type projectListBody, type RecentSummaryData } from '@stone/shared/projects/list';
import type { z } from 'zod';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { toProjectItem } from './project-item.ts';
import { listProjects, recentFigures } from './project-list.repository.ts';
import { listUnplannedPlanes, parseSettings } from './projects.repository.ts';
import { missingSettings } from '@stone/shared/projects/settings';

/** webProduce/getProduceSolutionList. */
export async function getProjectList(actor: Actor, db: Db, q: z.output<typeof projectListBody>) {
  const org = actorScope(actor, db);
  const page = await listProjects(org, q);
  // What approval lacks, per row, so the list offers approve only where it can pass (issue 23).
  const unplanned = await listUnplannedPlanes(
    org,
    page.list.map((r) => r.id),
  );
  return {
    ...page,
    list: page.list.map((r) => ({
      ...toProjectItem(r),
      approvalMissing: {
        settings: missingSettings(parseSettings(r.settings_json)),
        packingList: r.packing_list_state !== 'complete',
        planes: unplanned.filter((p) => p.project_id === r.id).map((p) => p.name),
      },
    })),
  };
}

/**
 * webProduce/getRecentSolutionSummary: the home figures over the projects created in the last
 * 30 days (terminated ones left out: they will never be produced). The yield is their planned
 * net piece area over the slab area it takes, so a large project counts for more than a small
 * one, and the figure is the stone really used (issue 23).
 */
export async function getRecentSummary(actor: Actor, db: Db): Promise<RecentSummaryData> {
  const days = PROJECT_LIMITS.summaryDays;
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  const row = await recentFigures(actorScope(actor, db), since);
  const num = (v: string | number | null) => Number(v ?? 0);
  const slabArea = num(row.plannedSlabArea);
  return {
    days,
    since,
    projectCount: num(row.projects),
    byProduction: {
      notStarted: num(row.notStarted),
      inProduction: num(row.inProduction),
      completed: num(row.completed),
    },
    byReview: { pending: num(row.pending), reviewed: num(row.reviewed), done: num(row.done) },
    planeCount: num(row.planes),
    pieceCount: num(row.pieces),
    slabCount: num(row.slabs),
    totalAreaM2: mm2ToM2(num(row.area)),
    yieldPercent: bpToPercent(
      slabArea > 0 ? fractionToBp(num(row.plannedPieceArea) / slabArea) : 0,
    ),
  };
}
