// The boards' figures (issue 20): each board is one service call over boards.repository.ts,
// computed on every read; nothing is cached, so a board read after an event is current.
import type {
  DigitalFactoryData,
  KitCompletionData,
  MasterControlData,
  MonthlyIndicatorsData,
  PackingBoardData,
  SecondaryBoardData,
} from '@stone/shared/boards/boards';
import { BOARD_TOP } from '@stone/shared/boards/boards';
import { mm2ToM2 } from '@stone/shared/units';
import type { OrgScope } from '../../db/org-scope.ts';
import { homeTargets } from '../pay/month-targets.service.ts';
import { liveProjectTotals } from '../production-control/production-control.repository.ts';
import { boardWindow, foldHours, type BoardWindow } from './board-window.ts';
import * as repo from './boards.repository.ts';

type Live = Awaited<ReturnType<typeof liveProjectTotals>>[number];
const remaining = (p: Live) => Number(p.pieces) - Number(p.boxed);

async function liveProjects(org: OrgScope) {
  const rows = await liveProjectTotals(org, {});
  const sum = (k: 'pieces' | 'cut' | 'secondary' | 'boxed') =>
    rows.reduce((s, r) => s + Number(r[k]), 0);
  return {
    rows,
    totals: {
      liveProjects: rows.length,
      pieceCount: sum('pieces'),
      cutCount: sum('cut'),
      secondaryCount: sum('secondary'),
      boxedCount: sum('boxed'),
    },
  };
}

/** The live projects with the most work left, named. */
async function topProjects(org: OrgScope, rows: Live[]) {
  const top = [...rows].sort((a, b) => remaining(b) - remaining(a)).slice(0, BOARD_TOP);
  const names = new Map(
    (
      await repo.projectNames(
        org,
        top.map((p) => p.id),
      )
    ).map((n) => [n.id, n]),
  );
  return top.map((p) => ({
    row: p,
    id: p.id,
    name: names.get(p.id)?.name ?? '',
    orderNo: names.get(p.id)?.order_no ?? '',
  }));
}

async function todayFigures(org: OrgScope, w: BoardWindow) {
  const [cut, reports, packed] = await Promise.all([
    repo.cutDaysBy(org, { fromDay: w.today, toDay: w.today }, 'day'),
    repo.reportsByDay(org, { fromDay: w.today, toDay: w.today }),
    repo.packedByHour(org, w.todayRange),
  ]);
  const sumN = (rows: { n: number | string }[]) => rows.reduce((s, r) => s + Number(r.n), 0);
  return {
    slabCount: Number(cut[0]?.slabs ?? 0),
    cutAreaM2: mm2ToM2(cut[0]?.piece_area ?? 0),
    reportCount: sumN(reports),
    packedCount: sumN(packed),
  };
}

export async function masterControl(org: OrgScope, now?: Date): Promise<MasterControlData> {
  const w = boardWindow(now);
  const live = await liveProjects(org);
  const planned = await repo.plannedOfProjects(
    org,
    live.rows.map((r) => r.id),
  );
  const top = await topProjects(org, live.rows);
  return {
    ...live.totals,
    plannedCount: planned,
    today: await todayFigures(org, w),
    projects: top.map(({ row, ...p }) => ({
      ...p,
      pieceCount: Number(row.pieces),
      cutCount: Number(row.cut),
      secondaryCount: Number(row.secondary),
      boxedCount: Number(row.boxed),
    })),
  };
}

export async function packingBoard(org: OrgScope, now?: Date): Promise<PackingBoardData> {
  const w = boardWindow(now);
  const [hours, boxes, live] = await Promise.all([
    repo.packedByHour(org, w.range),
    repo.boxFigures(org, w.todayRange.fromIso),
    liveProjects(org),
  ]);
  const byDay = foldHours(hours);
  const top = await topProjects(org, live.rows);
  const boxCounts = new Map(
    (
      await repo.boxesOfProjects(
        org,
        top.map((p) => p.id),
      )
    ).map((b) => [b.project_id, Number(b.n)]),
  );
  const state = (s: string[]) =>
    boxes.states.filter((r) => s.includes(r.status)).reduce((t, r) => t + Number(r.n), 0);
  const today = byDay.get(w.today) ?? { n: 0, area: 0 };
  return {
    today: { packedCount: today.n, packedAreaM2: mm2ToM2(today.area), boxesCreated: boxes.made },
    openBoxes: state(['empty', 'packing']),
    sealedBoxes: state(['packed']),
    days: w.days.map((day) => {
      const d = byDay.get(day) ?? { n: 0, area: 0 };
      return { day, packedCount: d.n, packedAreaM2: mm2ToM2(d.area) };
    }),
    projects: top.map(({ row, ...p }) => ({
      ...p,
      pieceCount: Number(row.pieces),
      boxedCount: Number(row.boxed),
      boxCount: boxCounts.get(p.id) ?? 0,
    })),
  };
}

export async function secondaryBoard(org: OrgScope, now?: Date): Promise<SecondaryBoardData> {
  const w = boardWindow(now);
  const days = { fromDay: w.fromDay, toDay: w.today };
  const [reports, processes] = await Promise.all([
    repo.reportsByDay(org, days),
    repo.reportsByProcess(org, days),
  ]);
  const byDay = new Map(reports.map((r) => [r.day, Number(r.n)]));
  return {
    todayCount: byDay.get(w.today) ?? 0,
    days: w.days.map((day) => ({ day, reportCount: byDay.get(day) ?? 0 })),
    processes: processes.map((p) => ({ id: p.id, name: p.name, reportCount: Number(p.n) })),
  };
}

export async function kitCompletion(org: OrgScope): Promise<KitCompletionData> {
  const live = await liveProjects(org);
  const top = await topProjects(org, live.rows);
  const ids = live.rows.map((r) => r.id);
  const counts = await repo.kitStatesOfProjects(org, ids);
  const zero = () => ({ checkedCount: 0, shortCount: 0, completeCount: 0 });
  const per = new Map<string, ReturnType<typeof zero>>();
  const all = zero();
  for (const c of counts) {
    const key = (repo.KIT_STATES.checked as readonly string[]).includes(c.status)
      ? 'checkedCount'
      : (repo.KIT_STATES.short as readonly string[]).includes(c.status)
        ? 'shortCount'
        : 'completeCount';
    const p = per.get(c.project_id) ?? zero();
    p[key] += Number(c.n);
    all[key] += Number(c.n);
    per.set(c.project_id, p);
  }
  return {
    pieceCount: live.totals.pieceCount,
    ...all,
    projects: top.map(({ row, ...p }) => ({
      ...p,
      pieceCount: Number(row.pieces),
      ...(per.get(p.id) ?? zero()),
    })),
  };
}

async function dayIndicators(org: OrgScope, w: BoardWindow) {
  const [cut, reports, packed] = await Promise.all([
    repo.cutDaysBy(org, { fromDay: w.fromDay, toDay: w.today }, 'day'),
    repo.reportsByDay(org, { fromDay: w.fromDay, toDay: w.today }),
    repo.packedByHour(org, w.range),
  ]);
  const cutByDay = new Map(cut.map((c) => [c.key, c]));
  const reportDays = new Map(reports.map((r) => [r.day, Number(r.n)]));
  const packedDays = foldHours(packed);
  const raw = w.days.map((day) => ({
    day,
    slabCount: Number(cutByDay.get(day)?.slabs ?? 0),
    cutArea: Number(cutByDay.get(day)?.piece_area ?? 0),
    reportCount: reportDays.get(day) ?? 0,
    packedCount: packedDays.get(day)?.n ?? 0,
    packedArea: packedDays.get(day)?.area ?? 0,
  }));
  const shown = (d: Omit<(typeof raw)[number], 'day'>) => ({
    slabCount: d.slabCount,
    cutAreaM2: mm2ToM2(d.cutArea),
    reportCount: d.reportCount,
    packedCount: d.packedCount,
    packedAreaM2: mm2ToM2(d.packedArea),
  });
  const sum = raw.reduce(
    (t, d) => ({
      slabCount: t.slabCount + d.slabCount,
      cutArea: t.cutArea + d.cutArea,
      reportCount: t.reportCount + d.reportCount,
      packedCount: t.packedCount + d.packedCount,
      packedArea: t.packedArea + d.packedArea,
    }),
    { slabCount: 0, cutArea: 0, reportCount: 0, packedCount: 0, packedArea: 0 },
  );
  return { days: raw.map((d) => ({ day: d.day, ...shown(d) })), totals: shown(sum) };
}

export async function monthlyIndicators(org: OrgScope, now?: Date): Promise<MonthlyIndicatorsData> {
  const w = boardWindow(now);
  const [{ days, totals }, targets] = await Promise.all([
    dayIndicators(org, w),
    homeTargets(org, now),
  ]);
  return {
    fromDay: w.fromDay,
    toDay: w.today,
    totals,
    days,
    targets: { month: targets.month, list: targets.list },
  };
}

export async function digitalFactory(org: OrgScope, now?: Date): Promise<DigitalFactoryData> {
  const w = boardWindow(now);
  const master = await masterControl(org, now);
  const { days } = await dayIndicators(org, w);
  const { projects: _projects, ...figures } = master;
  return { ...figures, days };
}
