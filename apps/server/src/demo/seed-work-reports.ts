// Demo work reports (seed-demo.ts, after cutting): the mall project's slabs were cut over the
// last month, and four shop-floor members reported its pieces along their routes through the
// same service the scan screen calls, a step every other working day, so the latest pieces are
// still in second processing. One report is undone by the lead, as a wrong scan would be.
import { addDays, dayStartIso, factoryDay } from '@stone/shared/cutting/days';
import { ratioToBp } from '@stone/shared/units';
import type { AppDeps } from '../context.ts';
import { actorScope, type OrgScope } from '../db/org-scope.ts';
import { newId, nowIso } from '../lib/crypto.ts';
import { insertUser } from '../modules/auth/users.repository.ts';
import { layoutFigures } from '../modules/cutting/cut-length.ts';
import { insertCuttingHistory } from '../modules/cutting/cutting-history.repository.ts';
import { listPlanSlabs } from '../modules/material-flows/plan-slabs.repository.ts';
import { insertSlabs, newSlabRow } from '../modules/materials/big-slab-rows.repository.ts';
import { listDeviceChoices } from '../modules/materials/devices.repository.ts';
import { listWarehouseChoices } from '../modules/materials/warehouses.repository.ts';
import { insertEnabledMember } from '../modules/members/members.repository.ts';
import { routeReader } from '../modules/processes/processes.service.ts';
import { applyPieceEvent } from '../modules/projects/piece-lifecycle.service.ts';
import { normalizePermissions } from '../modules/roles/role-permissions.ts';
import { insertRole, roleColumns } from '../modules/roles/roles.repository.ts';
import {
  isShopStep,
  reportWork,
  undoReport,
} from '../modules/work-reports/work-reports.service.ts';
import { pieceScanCode } from '@stone/shared/production/piece-label';
import { demoStoneIds } from './seed-stones.ts';

const MALL_ORDER = 'SO-2026-0095';
/**
 * Shop-floor members, signing in with the demo password (README). Their names, and their roles',
 * are as people type them in pinyin: the English screens show no Chinese from the demo's members.
 */
export const DEMO_WORKERS = [
  { username: 'lead', nickname: 'Lin Hua', lead: true },
  { username: 'worker1', nickname: 'Chen Wei', lead: false },
  { username: 'worker2', nickname: 'Huang Jun', lead: false },
  { username: 'worker3', nickname: 'Zheng Lei', lead: false },
] as const;

type Worker = { id: string; nickname: string };

async function addWorkers(deps: AppDeps, orgId: string, passwordHash: string) {
  const org = actorScope({ orgId }, deps.db);
  // As the roles screen saves them: the actions complete to their screen and its menu group.
  const role = (name: string, actions: string[]) =>
    insertRole(org, roleColumns({ name, ...normalizePermissions([], actions) }));
  const reporting = await role('Shop-floor reporting', ['reportWork:report']);
  const leading = await role('Team lead', ['reportWork:report', 'reportWork:undo']);
  const workers: Worker[] = [];
  for (const [i, w] of DEMO_WORKERS.entries()) {
    const id = await insertUser(deps.db, {
      username: w.username,
      phone: `1380000010${i}`,
      passwordHash,
      nickname: w.nickname,
      currentOrgId: orgId,
    });
    await insertEnabledMember(deps.db, { orgId, userId: id, roleId: w.lead ? leading : reporting });
    workers.push({ id, nickname: w.nickname });
  }
  return workers;
}

/** A factory day's time `hours` after midnight (China time), as stored. */
const at = (day: string, hours: number) =>
  new Date(Date.parse(dayStartIso(day)) + hours * 3_600_000).toISOString();
const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
const workingDay = (day: string) => (isSunday(day) ? addDays(day, 1) : day);

export async function seedWorkReports(
  deps: AppDeps,
  orgId: string,
  userId: string,
  passwordHash: string,
) {
  const org = actorScope({ orgId }, deps.db);
  const mall = await org
    .selectFrom('projects')
    .select('id')
    .where('order_no', '=', MALL_ORDER)
    .executeTakeFirst();
  if (!mall) return;
  const workers = await addWorkers(deps, orgId, passwordHash);
  const today = factoryDay(new Date());
  const cuts = await cutMallSlabs(deps, org, { projectId: mall.id, userId, today });
  const routeOf = routeReader(org);
  const pieces = await org
    .selectFrom('project_slabs')
    .select(['id', 'process_code'])
    .where('project_id', '=', mall.id)
    .orderBy('code')
    .execute();
  let undone = false;
  for (const [n, piece] of pieces.entries()) {
    const cutDay = cuts.get(piece.id);
    if (!cutDay) continue;
    let day = cutDay;
    // Kit-check and packing steps are reported by those screens (the packing seed).
    const shopSteps = (await routeOf(piece.process_code)).filter(isShopStep);
    for (const [k, step] of shopSteps.entries()) {
      day = workingDay(addDays(day, k === 0 ? 1 : 2));
      if (day > today) break;
      const worker = workers[1 + ((k + n) % 3)]!;
      const report = (hours: number) =>
        org.transaction((trx) =>
          reportWork(trx, {
            processId: step.processId,
            scans: [pieceScanCode(piece.id)],
            workerId: worker.id,
            workerName: worker.nickname,
            now: at(day, hours),
          }),
        );
      const done = await report(8.5 + (n % 16) * 0.5);
      // The first scan of the month was a wrong one: the lead took it back, it was scanned again.
      if (!undone) {
        undone = true;
        await org.transaction((trx) =>
          undoReport(trx, {
            id: done.reports[0]!.id,
            reason: '扫错工件 Wrong piece scanned',
            actorId: workers[0]!.id,
            now: at(day, 16.5),
          }),
        );
        await report(17);
      }
    }
  }
}

/**
 * The mall's plan slabs, cut one every four days from 24 days ago: each slab, its pick, its
 * cutting record and its pieces moved to "cut". Returns each piece's cut day.
 */
async function cutMallSlabs(
  deps: AppDeps,
  org: OrgScope,
  p: { projectId: string; userId: string; today: string },
) {
  const saw = (await listDeviceChoices(org)).find((d) => d.code === 'SAW-01')?.id ?? null;
  const warehouse = (await listWarehouseChoices(org)).find((w) => w.code === 'WH01')?.id;
  const stone = (await demoStoneIds(deps.db, org.orgId)).JS;
  const cutDays = new Map<string, string>();
  if (!warehouse) return cutDays;
  for (const [i, plan] of (await listPlanSlabs(org, p.projectId)).entries()) {
    const day = workingDay(addDays(p.today, -24 + 4 * i));
    const cutAt = at(day, 9 + i);
    const [length, width] = [Math.ceil(plan.slab_length_mm), Math.ceil(plan.slab_width_mm)];
    const slab = newSlabRow(
      {
        blockNo: 'JS2410-03',
        bundleNo: 'Z01',
        slabNo: String(i + 1),
        barcode: `JS2410-03-Z01-${String(i + 1).padStart(2, '0')}`,
        materialId: stone,
        thicknessMm: 20,
        lengthMm: length,
        widthMm: width,
        warehouseId: warehouse,
        rackId: null,
        createdBy: p.userId,
        status: 'cut',
        createdAt: at(day, 7),
      },
      nowIso(),
    );
    await insertSlabs(org, [slab]);
    await org
      .insertInto('slab_picks')
      .values({
        slab_id: slab.id!,
        project_id: p.projectId,
        plane_id: plan.plane_id,
        layout_id: plan.layout_id,
        picked_by: p.userId,
        picked_at: at(day, 7.5),
        device_id: saw,
        device_table: 'A',
        taken_at: at(day, 8),
        cut_at: cutAt,
      })
      .execute();
    const figures = layoutFigures(plan.layout_json);
    const slabArea = length * width;
    const areas = await org
      .selectFrom('project_slabs')
      .select('area_mm2')
      .where('id', 'in', figures.pieceIds)
      .execute();
    const pieceArea = areas.reduce((sum, a) => sum + Number(a.area_mm2), 0);
    await insertCuttingHistory(org, [
      {
        id: newId(),
        slab_id: slab.id!,
        barcode: slab.barcode!,
        block_no: slab.block_no!,
        bundle_no: slab.bundle_no!,
        slab_no: slab.slab_no!,
        material_id: stone ?? null,
        is_remnant: 0,
        project_id: p.projectId,
        plane_id: plan.plane_id,
        layout_id: plan.layout_id,
        plan_seq: plan.seq,
        plan_length_mm: length,
        plan_width_mm: width,
        device_id: saw,
        device_table: 'A',
        user_id: p.userId,
        cut_at: cutAt,
        cut_length_mm: figures.cutLengthMm,
        piece_count: figures.pieceIds.length,
        piece_area_mm2: pieceArea,
        rect_area_mm2: pieceArea,
        slab_area_mm2: slabArea,
        remnant_area_mm2: 0,
        yield_bp: ratioToBp(pieceArea, slabArea),
        rect_yield_bp: ratioToBp(pieceArea, slabArea),
        status: 'done',
      },
    ]);
    await applyPieceEvent(org, { pieceIds: figures.pieceIds, event: 'cut' });
    for (const id of figures.pieceIds) cutDays.set(id, day);
  }
  return cutDays;
}
