// Box (packing) orders (issue 19, product-spec §5): create and edit while not accepted, and the
// transitions of the one table in shared (accept, ship, cancel), each its own call. Every write
// is conditional on the version the user saw and the states the table allows, so two people
// acting at once leave one result and the other a code 4 naming the state the order is now in.
import type { BoxInput } from '@stone/shared/box-orders/box-orders';
import {
  BOX_ORDER_DELETABLE,
  BOX_ORDER_EDITABLE,
  BOX_ORDER_STATE_NAMES,
  BOX_ORDER_TRANSITIONS,
  canTransition,
  type BoxOrderState,
  type BoxOrderTransition,
} from '@stone/shared/box-orders/enums';
import { BOX_ORDER_ACTION_NAMES } from '@stone/shared/box-orders/messages';
import { factoryDay } from '@stone/shared/cutting/days';
import { boxName } from '@stone/shared/packing/box-label';
import { ERROR_CODES, type MessageKey } from '@stone/shared';
import type { Actor } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { applyPieceEvent } from '../projects/piece-lifecycle.service.ts';
import { summaryOf, toBoxItem, toBoxRow, toOrderItem, type LinkedBox } from './box-order-format.ts';
import * as repo from './box-orders.repository.ts';

export type OrderFields = {
  projectId: string;
  receivingUnit: string;
  address: string;
  contact?: string | undefined;
  contactPhone?: string | undefined;
  boxes: BoxInput[];
};

const stateParams = (state: BoxOrderState) => ({
  stateEn: BOX_ORDER_STATE_NAMES[state].en,
  stateZh: BOX_ORDER_STATE_NAMES[state].zh,
});
/** Code 4 naming the order's state in both languages. */
export const stateRefusal = (
  key: MessageKey,
  state: BoxOrderState,
  extra: Record<string, string> = {},
) => new AppError(ERROR_CODES.CONFLICT, key, null, { ...stateParams(state), ...extra });

export function illegalTransition(state: BoxOrderState, t: BoxOrderTransition) {
  const action = BOX_ORDER_ACTION_NAMES[t];
  return stateRefusal('boxOrder.illegalTransition', state, {
    actionEn: action.en,
    actionZh: action.zh,
  });
}

export async function requireOrder(org: OrgScope, id: string) {
  const order = await repo.findOrder(org, id);
  if (!order) throw notFound();
  return order;
}

/**
 * The wooden boxes the boxes link: each a sealed box of the order's project, in no other live
 * order. Returns them by id, to fill a box's pieces and area when not typed.
 */
export async function checkWoodenBoxes(
  org: OrgScope,
  input: { orderId: string; projectId: string; boxes: readonly BoxInput[] },
) {
  const ids = input.boxes.flatMap((b) => (b.woodenBoxId ? [b.woodenBoxId] : []));
  const found = new Map((await repo.woodenBoxes(org, ids)).map((w) => [w.id, w]));
  for (const id of ids) {
    const w = found.get(id);
    if (!w) throw notFound();
    if (w.project_id !== input.projectId || w.status !== 'packed')
      throw new AppError(ERROR_CODES.INVALID, 'boxOrder.woodenBoxNotPacked', null, {
        box: boxName(w.number),
      });
  }
  const held = await repo.liveHolders(org, ids, input.orderId);
  if (held[0]) {
    const w = found.get(held[0].wooden_box_id ?? '');
    throw new AppError(ERROR_CODES.CONFLICT, 'boxOrder.woodenBoxTaken', null, {
      box: w ? boxName(w.number) : '',
      order: held[0].number,
    });
  }
  if (new Set(ids).size !== ids.length)
    throw new AppError(ERROR_CODES.CONFLICT, 'boxOrder.woodenBoxTaken', null, {
      box: boxName(found.get(ids.find((id, i) => ids.indexOf(id) !== i) ?? '')?.number ?? 0),
      order: '',
    });
  return found as Map<string, LinkedBox>;
}

async function writeBoxes(org: OrgScope, orderId: string, input: OrderFields) {
  const linked = await checkWoodenBoxes(org, { orderId, ...input });
  const rows = input.boxes.map((b, i) =>
    toBoxRow(orderId, i, b, b.woodenBoxId ? linked.get(b.woodenBoxId) : undefined),
  );
  await repo.insertBoxes(org, rows);
  return summaryOf(rows.map((r) => ({ ...r, area_mm2: Number(r.area_mm2) })));
}

/** BO + the factory day + three digits: the day's next number. */
async function nextNumber(org: OrgScope, now: string) {
  const prefix = `BO${factoryDay(now).replaceAll('-', '')}`;
  const last = await repo.lastNumberOf(org, prefix);
  const seq = last ? Number(last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(3, '0')}`;
}

const fieldsOf = (input: OrderFields) => ({
  project_id: input.projectId,
  receiving_unit: input.receivingUnit,
  address: input.address,
  contact: input.contact ?? '',
  contact_phone: input.contactPhone ?? '',
});

/** webBoxOrder/createBoxOrder, in the caller's (idempotent) transaction. */
export async function createBoxOrder(
  org: OrgScope,
  actor: Pick<Actor, 'userId'>,
  input: OrderFields,
) {
  if (!(await repo.findProject(org, input.projectId))) throw notFound();
  const id = newId();
  const now = nowIso();
  await repo.insertOrder(org, {
    id,
    number: await nextNumber(org, now),
    ...fieldsOf(input),
    status: 'notAccepted',
    ...summaryOf([]),
    created_by: actor.userId,
    created_at: now,
    updated_at: now,
    accepted_at: null,
    shipped_at: null,
    shipped_by: null,
    version: 1,
  });
  const summary = await writeBoxes(org, id, input);
  await org.updateTable('box_orders').set(summary).where('id', '=', id).execute();
  const order = await requireOrder(org, id);
  return { id, number: order.number };
}

/** webBoxOrder/updateBoxOrder: the order and its boxes replaced, while not accepted. */
export async function updateBoxOrder(
  org: OrgScope,
  input: OrderFields & { id: string; version: number },
) {
  const order = await requireOrder(org, input.id);
  if (!BOX_ORDER_EDITABLE.includes(order.status))
    throw stateRefusal('boxOrder.notEditable', order.status);
  if (!(await repo.findProject(org, input.projectId))) throw notFound();
  await repo.deleteBoxesOf(org, input.id);
  const summary = await writeBoxes(org, input.id, input);
  const where = { id: input.id, version: input.version, from: BOX_ORDER_EDITABLE };
  if (
    !(await repo.updateOrderIf(org, where, {
      ...fieldsOf(input),
      ...summary,
      updated_at: nowIso(),
    }))
  )
    throw conflict(); // edited (or accepted) since it was read: the client reloads
}

/**
 * webBoxOrder/accept|ship|cancelBoxOrder. Shipping moves the pieces of the linked wooden boxes
 * to `shipped` (the piece life cycle's `ship`); returns the order and the planes that moved.
 */
export async function transitionBoxOrder(
  org: OrgScope,
  actor: Pick<Actor, 'userId'>,
  input: { id: string; version: number; transition: BoxOrderTransition },
) {
  const t = input.transition;
  const order = await requireOrder(org, input.id);
  if (!canTransition(order.status, t)) throw illegalTransition(order.status, t);
  if (t !== 'cancel' && !order.address.trim()) throw invalid('boxOrder.setAddressFirst');
  const now = nowIso();
  const values =
    t === 'accept'
      ? { accepted_at: now }
      : t === 'ship'
        ? { shipped_at: now, shipped_by: actor.userId }
        : {};
  const rule = BOX_ORDER_TRANSITIONS[t];
  const where = { id: input.id, version: input.version, from: rule.from };
  if (!(await repo.updateOrderIf(org, where, { status: rule.to, updated_at: now, ...values }))) {
    const current = await repo.findOrder(org, input.id);
    if (!current) throw notFound();
    throw canTransition(current.status, t) ? conflict() : illegalTransition(current.status, t);
  }
  let moved = { planeIds: [] as string[], projectIds: [] as string[] };
  if (t === 'cancel') await repo.releaseWoodenBoxes(org, input.id);
  if (t === 'ship') moved = await shipPieces(org, input.id);
  return { order: toOrderItem(await requireOrder(org, input.id)), moved };
}

/** The linked wooden boxes must still be sealed; they and their pieces become shipped. */
async function shipPieces(org: OrgScope, orderId: string) {
  const boxes = await repo.boxesOf(org, orderId);
  const ids = boxes.flatMap((b) => (b.wooden_box_id ? [b.wooden_box_id] : []));
  for (const w of await repo.woodenBoxes(org, ids))
    if (w.status !== 'packed')
      throw new AppError(ERROR_CODES.CONFLICT, 'boxOrder.woodenBoxNotPacked', null, {
        box: boxName(w.number),
      });
  await repo.markWoodenBoxesShipped(org, ids);
  const pieces = await repo.piecesOfOrder(org, orderId);
  if (pieces.length === 0) return { planeIds: [], projectIds: [] };
  return applyPieceEvent(org, { pieceIds: pieces.map((p) => p.piece_id), event: 'ship' });
}

/** webBoxOrder/deleteBoxOrder: only an order not accepted, or cancelled; nothing else is lost. */
export async function deleteBoxOrder(org: OrgScope, input: { id: string; version: number }) {
  const order = await requireOrder(org, input.id);
  if (!BOX_ORDER_DELETABLE.includes(order.status))
    throw stateRefusal('boxOrder.notDeletable', order.status);
  await repo.deleteBoxesOf(org, input.id);
  const where = { id: input.id, version: input.version, from: BOX_ORDER_DELETABLE };
  if (!(await repo.deleteOrderIf(org, where))) {
    const current = await repo.findOrder(org, input.id);
    if (!current) throw notFound();
    throw BOX_ORDER_DELETABLE.includes(current.status)
      ? conflict()
      : stateRefusal('boxOrder.notDeletable', current.status);
  }
}

export async function boxOrderDetail(org: OrgScope, id: string) {
  const order = await requireOrder(org, id);
  const boxes = await repo.boxesOf(org, id);
  return { order: toOrderItem(order), boxes: boxes.map(toBoxItem) };
}

export async function listBoxOrders(org: OrgScope, q: repo.OrderListQuery) {
  const page = await repo.listOrders(org, q);
  return { ...page, list: page.list.map(toOrderItem) };
}
