// Preview and creation of a settlement document (issue 19): the chosen projects of one order,
// priced at their effective unit price, with their lines computed and frozen.
import type { z } from 'zod';
import { ERROR_CODES } from '@stone/shared';
import { boxName } from '@stone/shared/packing/box-label';
import type { SettlementDocType } from '@stone/shared/settlements/enums';
import type { createSettlementBody } from '@stone/shared/settlements/settlements';
import { exactDecimalText, formatMoney, mm2ToM2, MM2_PER_M2 } from '@stone/shared/units';
import type { Actor } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { documentPages } from './pdf-layout.ts';
import {
  projectSubtotals,
  settlementLines,
  totalsOf,
  type SettlementLine,
} from './settlement-math.ts';
import * as repo from './settlements.repository.ts';

/** A project's price in force: the order's locked price under price lock, else its own. */
export const effectivePrice = (order: repo.OrderRow, own: number | string | null) => {
  const cents = Number(order.price_locked) === 1 ? order.locked_unit_price_cents : own;
  return cents === null || cents === undefined ? null : Number(cents);
};

export const totalsText = (lines: SettlementLine[]) => {
  const t = totalsOf(lines);
  return {
    projectCount: t.projectCount,
    pieceCount: t.pieceCount,
    areaM2: mm2ToM2(t.areaMm2),
    boxCount: t.boxCount,
    areaAmount: formatMoney(t.areaAmountCents),
    processAmount: formatMoney(t.processAmountCents),
    total: formatMoney(t.totalCents),
  };
};

async function requireOrder(org: OrgScope, orderId: string) {
  const order = await repo.findOrder(org, orderId);
  if (!order) throw notFound('settlement.orderNotFound');
  return order;
}

/** The lines of the given projects (each with a price), read in one pass. */
export async function computeLines(
  org: OrgScope,
  projects: { id: string; name: string; unitPriceCents: number }[],
) {
  const ids = projects.map((p) => p.id);
  const [groups, { routes, processes }, boxes] = await Promise.all([
    repo.pieceGroups(org, ids),
    repo.catalogue(org),
    repo.boxesOf(org, ids),
  ]);
  return settlementLines(
    projects.map((p) => ({ ...p, groups: groups.get(p.id) ?? [] })),
    routes,
    processes,
    boxes.map((b) => ({
      projectId: b.project_id,
      name: boxName(b.number),
      pieceCount: b.piece_count,
      areaMm2: Number(b.area_mm2),
    })),
  );
}

/** webSettlement/previewSettlement: every project of the order, and the chosen ones' totals. */
export async function previewSettlement(
  org: OrgScope,
  input: { orderId: string; projectIds?: string[] | undefined },
) {
  const order = await requireOrder(org, input.orderId);
  const rows = await repo.orderProjects(org, order.id);
  const priced = rows.map((r) => ({
    ...r,
    price: effectivePrice(order, r.unit_price_cents),
  }));
  const open = priced.filter((r) => r.price !== null && !r.settlement_number);
  const lines = await computeLines(
    org,
    priced
      .filter((r) => r.price !== null)
      .map((r) => ({ id: r.id, name: r.name, unitPriceCents: r.price! })),
  );
  const subtotals = projectSubtotals(lines);
  const openIds = new Set(open.map((r) => r.id));
  const chosen = new Set(input.projectIds ?? openIds);
  const projectLine = new Map(
    lines.filter((l) => l.kind === 'project').map((l) => [l.projectId, l]),
  );
  return {
    order: {
      id: order.id,
      number: order.number,
      name: order.name,
      orderType: order.order_type as SettlementDocType,
      customerName: order.customer_name,
      priceLocked: Number(order.price_locked) === 1,
    },
    projects: priced.map((r) => {
      const line = projectLine.get(r.id);
      const sub = subtotals.get(r.id) ?? { amount: 0, process: 0 };
      return {
        id: r.id,
        name: r.name,
        pieceCount: line?.pieceCount ?? 0,
        areaM2: exactDecimalText(line?.quantity ?? 0, MM2_PER_M2),
        unitPrice: r.price === null ? null : formatMoney(r.price),
        areaAmount: formatMoney(sub.amount),
        processAmount: formatMoney(sub.process),
        amount: formatMoney(sub.amount + sub.process),
        settlementNumber: r.settlement_number ?? null,
        selectable: r.price !== null && !r.settlement_number,
      };
    }),
    totals: totalsText(lines.filter((l) => chosen.has(l.projectId) && openIds.has(l.projectId))),
  };
}

type CreateInput = Omit<z.output<typeof createSettlementBody>, 'requestId'>;

const dayStamp = (iso: string) => iso.slice(0, 10).replaceAll('-', '');

/**
 * webSettlement/createSettlement, in the caller's transaction. Each chosen project must be the
 * order's, priced and in no document; a twin create that slips past the check loses on the
 * settlement_projects key (code 4) and its transaction stores nothing.
 */
export async function createSettlement(
  org: OrgScope,
  actor: Pick<Actor, 'userId'>,
  input: CreateInput,
) {
  const order = await requireOrder(org, input.orderId);
  const rows = new Map((await repo.orderProjects(org, order.id)).map((r) => [r.id, r]));
  const ids = [...new Set(input.projectIds)];
  const chosen = ids.map((id) => {
    const row = rows.get(id);
    if (!row) throw invalid('settlement.projectNotInOrder');
    return row;
  });
  for (const r of chosen) {
    if (effectivePrice(order, r.unit_price_cents) === null)
      throw new AppError(ERROR_CODES.CONFLICT, 'settlement.projectUnpriced', null, {
        name: r.name,
      });
    if (r.settlement_number)
      throw new AppError(ERROR_CODES.CONFLICT, 'settlement.projectTaken', null, {
        name: r.name,
        number: r.settlement_number,
      });
  }
  const lines = await computeLines(
    org,
    chosen.map((r) => ({
      id: r.id,
      name: r.name,
      unitPriceCents: effectivePrice(order, r.unit_price_cents)!,
    })),
  );
  const t = totalsOf(lines);
  const now = nowIso();
  const prefix = `JS-${dayStamp(now)}-`;
  const number = `${prefix}${String((await repo.countNumbered(org, prefix)) + 1).padStart(3, '0')}`;
  const id = newId();
  const enterprise = await repo.enterpriseInfo(org);
  const receiving = input.receiving ?? {
    unit: order.customer_name,
    contact: order.contact,
    phone: '',
    address: '',
  };
  await repo.insertSettlement(org, {
    id,
    number,
    name: input.name || `${order.name} ${now.slice(0, 10)}`,
    doc_type: order.order_type as SettlementDocType,
    order_id: order.id,
    order_number: order.number,
    order_name: order.name,
    customer_name: order.customer_name,
    status: 'unsettled',
    account_arrived: 0,
    area_amount_cents: t.areaAmountCents,
    process_amount_cents: t.processAmountCents,
    total_cents: t.totalCents,
    project_count: t.projectCount,
    piece_count: t.pieceCount,
    area_mm2: t.areaMm2,
    box_count: t.boxCount,
    pages: documentPages(lines),
    client_json: JSON.stringify({
      name: order.customer_name,
      contact: order.contact,
      managerName: order.manager_name,
      managerPhone: order.manager_phone,
    }),
    receiving_json: JSON.stringify(receiving),
    enterprise_json: JSON.stringify({
      name: enterprise.name,
      contact: enterprise.contact,
      phone: enterprise.phone,
      address: enterprise.address,
      email: enterprise.email ?? '',
      region: enterprise.region ?? '',
    }),
    created_by: actor.userId,
    created_at: now,
    settled_by: null,
    settled_at: null,
    arrived_by: null,
    arrived_at: null,
    version: 1,
  });
  await repo.insertProjectLinks(org, id, ids);
  await repo.insertLines(org, id, lines);
  return { id, number };
}
