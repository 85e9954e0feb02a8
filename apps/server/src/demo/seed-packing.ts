// Demo kit check and packing (seed-demo.ts, after work reports and frames): on the mall project,
// whose pieces were cut and reported along their routes last month, two planned boxes whose
// pieces are all ready are kit-checked; the first is packed into a wooden box and sealed, the
// second half-packed; a group still in second processing is aligning. All through the services
// the screens call, so the demo's rows are what the shop floor would leave.
import type { Actor, AppDeps } from '../context.ts';
import { demoActor } from './demo-actor.ts';
import { actorScope, type OrgScope } from '../db/org-scope.ts';
import { createBoxes } from '../modules/packing/boxes.service.ts';
import { kitGroupsOf, parseGroupKey } from '../modules/packing/kit-groups.ts';
import { kitCheck } from '../modules/packing/kit-check.service.ts';
import { packPieces, sealBox } from '../modules/packing/pack.service.ts';
import { groupPieceRows } from '../modules/packing/packing.repository.ts';
import { readinessReader } from '../modules/packing/readiness.ts';
import { pieceScanCode } from '@stone/shared/production/piece-label';
import { boxScanCode } from '@stone/shared/packing/box-label';

const MALL_ORDER = 'SO-2026-0095';
const BOX_SIZE = { boxType: 'fumigated' as const, lengthMm: 2400, widthMm: 1300, heightMm: 900 };

/** A group's pieces and the scans of those ready for the kit check. */
async function readyOf(org: OrgScope, projectId: string, key: string) {
  const rows = await groupPieceRows(org, { projectId, ...parseGroupKey(key) }, 5_000);
  const ready = await readinessReader(org, rows);
  const scans: string[] = [];
  for (const r of rows) if ((await ready(r)).kind === 'ready') scans.push(pieceScanCode(r.id));
  return { pieceIds: rows.map((r) => r.id), scans };
}

/** Packs `pieceIds` into the box one scan at a time (as a packer does), stopping when it is full. */
async function packInto(org: OrgScope, actor: Actor, boxId: string, pieceIds: string[]) {
  let packed = 0;
  for (const id of pieceIds) {
    try {
      await org.transaction((trx) =>
        packPieces(trx, actor, { boxScan: boxScanCode(boxId), scans: [pieceScanCode(id)] }),
      );
      packed += 1;
    } catch {
      break; // over the packing rules' capacity: the rest waits for another box
    }
  }
  return packed;
}

export async function seedPacking(deps: AppDeps, orgId: string, userId: string) {
  const org = actorScope({ orgId }, deps.db);
  const mall = await org
    .selectFrom('projects')
    .select('id')
    .where('order_no', '=', MALL_ORDER)
    .executeTakeFirst();
  if (!mall) return;
  // A shop-floor member packs (seed-work-reports.ts's worker2): the kit-check and packing steps
  // are reported in their name, as the scan screens would.
  const packer = await deps.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'worker2')
    .executeTakeFirst();
  const actor = await demoActor(deps, orgId, packer?.id ?? userId);
  const complete: string[][] = [];
  let aligning = false;
  // Two groups whose pieces are all ready become complete sets; in the first group with pieces
  // still in second processing one ready piece is checked (aligning); the rest waits, as on the
  // floor (the work-report demo keeps pieces processed and in processing).
  for (const group of await kitGroupsOf(org, mall.id)) {
    if (complete.length >= 2 && aligning) break;
    const { pieceIds, scans } = await readyOf(org, mall.id, group.key);
    const whole = scans.length > 0 && scans.length === pieceIds.length;
    if (whole && complete.length < 2) {
      await org.transaction((trx) => kitCheck(trx, actor, scans));
      complete.push(pieceIds);
    } else if (!whole && scans.length > 0 && !aligning) {
      await org.transaction((trx) => kitCheck(trx, actor, scans.slice(0, 1)));
      aligning = true;
    }
  }
  if (complete.length === 0) return;
  const boxes = await org.transaction((trx) =>
    createBoxes(trx, actor, { projectId: mall.id, ...BOX_SIZE, count: complete.length }),
  );
  for (const [i, pieceIds] of complete.entries()) {
    const boxId = boxes.ids[i]!;
    // The last box is half-packed: the packer is still at it.
    const take =
      i === complete.length - 1 ? pieceIds.slice(0, Math.ceil(pieceIds.length / 2)) : pieceIds;
    const packed = await packInto(org, actor, boxId, take);
    if (packed > 0 && i < complete.length - 1) await org.transaction((trx) => sealBox(trx, boxId));
  }
}
