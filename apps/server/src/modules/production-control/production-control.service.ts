// Production control (/newMes, issue 18): the live projects ranked late risk first (from their
// summed plane counters, project-ranking.ts), filtered and paged; then the page's projects,
// planes and frames in circulation, read fresh.
import type {
  ControlPlane,
  ControlProject,
  ProductionControlData,
  productionControlBody,
} from '@stone/shared/production/control';
import type { z } from 'zod';
import type { OrgScope } from '../../db/org-scope.ts';
import {
  framesInCirculation,
  planesOfProjects,
  projectsByIds,
} from './production-control.repository.ts';
import type { Ranking } from './project-ranking.ts';

type ControlQuery = z.output<typeof productionControlBody>;

/** Every live project ranked (the keyword's, when there is one). */
export type RankingSource = (org: OrgScope, keyword: string | undefined) => Promise<Ranking>;

export async function productionControl(
  org: OrgScope,
  q: ControlQuery,
  rankingOf: RankingSource,
): Promise<ProductionControlData> {
  const { ranked, atMs } = await rankingOf(org, q.keyword);
  let highRisk = 0;
  let mediumRisk = 0;
  for (const r of ranked) {
    if (r.riskLevel === 'high') highRisk += 1;
    else if (r.riskLevel === 'medium') mediumRisk += 1;
  }
  const matched = q.atRiskOnly ? ranked.filter((r) => r.riskLevel !== 'low') : ranked;
  const offset = (q.pageNum - 1) * q.pageSize;
  const page = matched.slice(offset, offset + q.pageSize);
  const ids = page.map((r) => r.id);
  const [projects, planes, frames] = await Promise.all([
    projectsByIds(org, ids),
    planesOfProjects(org, ids),
    framesInCirculation(org, ids),
  ]);
  const byId = new Map(projects.map((p) => [p.id, p]));
  const planesOf = new Map<string, ControlPlane[]>();
  for (const pl of planes) {
    const own = planesOf.get(pl.project_id) ?? [];
    own.push({
      id: pl.id,
      name: pl.name,
      batch: pl.batch,
      pieceCount: pl.piece_count,
      plannedCount: pl.planned_count,
      cutCount: pl.cut_count,
      secondaryCount: pl.secondary_count,
      boxedCount: pl.boxed_count,
      framesInCirculation: frames.get(pl.id) ?? 0,
    });
    planesOf.set(pl.project_id, own);
  }
  const list: ControlProject[] = page.map((r) => {
    const p = byId.get(r.id);
    const own = planesOf.get(r.id) ?? [];
    return {
      id: r.id,
      name: p?.name ?? '',
      orderNo: p?.order_no ?? '',
      customerName: p?.customer_name ?? '',
      productionState: p?.production_state ?? 'notStarted',
      createdAt: r.createdAt,
      deliveryAt: r.deliveryAt,
      daysToDelivery: r.daysToDelivery,
      overdue: r.overdue,
      progressBp: r.progressBp,
      elapsedBp: r.elapsedBp,
      riskBp: r.riskBp,
      riskLevel: r.riskLevel,
      pieceCount: r.pieces,
      plannedCount: own.reduce((s, pl) => s + pl.plannedCount, 0),
      cutCount: r.cut,
      secondaryCount: r.secondary,
      boxedCount: r.boxed,
      framesInCirculation: own.reduce((s, pl) => s + pl.framesInCirculation, 0),
      planes: own,
    };
  });
  return {
    list,
    total: matched.length,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    highRisk,
    mediumRisk,
    at: new Date(atMs).toISOString(),
  };
}
