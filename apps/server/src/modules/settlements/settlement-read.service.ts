// Lists, detail and the foundry view of settlement documents.
import type { z } from 'zod';
import type { SettlementDetail, settlementListBody } from '@stone/shared/settlements/settlements';
import type { ProcessUnit } from '@stone/shared/processes/enums';
import { exactDecimalText, formatMoney, mm2ToM2, MM2_PER_M2 } from '@stone/shared/units';
import { PER_OF_UNIT } from './settlement-math.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { notFound } from '../../lib/app-error.ts';
import * as lists from './settlement-lists.repository.ts';
import * as repo from './settlements.repository.ts';

type ListQuery = z.output<typeof settlementListBody>;

export const toSettlementItem = (r: repo.SettlementRow) => ({
  id: r.id,
  number: r.number,
  name: r.name,
  docType: r.doc_type,
  orderId: r.order_id,
  orderNumber: r.order_number,
  customerName: r.customer_name,
  status: r.status,
  accountArrived: Number(r.account_arrived) === 1,
  projectCount: r.project_count,
  pieceCount: r.piece_count,
  areaM2: mm2ToM2(r.area_mm2),
  boxCount: r.box_count,
  pages: r.pages,
  total: formatMoney(Number(r.total_cents)),
  createdAt: r.created_at,
  settledAt: r.settled_at,
  version: r.version,
});

export const listSettlements = (org: OrgScope, q: ListQuery) =>
  lists.listSettlements(org, q, (row) => toSettlementItem(row));

/**
 * A quantity as it was priced, exactly (docs/adr/0020): m² and m with every decimal they have
 * (at least two), or whole pieces, so quantity × price gives the printed amount.
 */
export const quantityText = (unit: ProcessUnit, quantity: number) =>
  unit === 'perPiece' ? String(quantity) : exactDecimalText(quantity, PER_OF_UNIT[unit]);

const parse = <T>(json: string): T => JSON.parse(json) as T;

export async function settlementDetail(org: OrgScope, id: string): Promise<SettlementDetail> {
  const row = await repo.findSettlement(org, id);
  if (!row) throw notFound();
  const lines = await repo.linesOf(org, id);
  const names = await repo.userNames(org, [row.created_by, row.settled_by]);
  const sub = new Map<string, number>();
  for (const l of lines)
    if (l.kind === 'process')
      sub.set(l.project_id, (sub.get(l.project_id) ?? 0) + Number(l.amount_cents));
  const client = parse<{
    name: string;
    contact: string;
    managerName: string;
    managerPhone: string;
  }>(row.client_json);
  const receiving = parse<{ unit: string; contact: string; phone: string; address: string }>(
    row.receiving_json,
  );
  return {
    ...toSettlementItem(row),
    orderName: row.order_name,
    enterprise: parse(row.enterprise_json),
    client: { ...client, phone: client.managerPhone, address: '' },
    receiving: {
      name: receiving.unit,
      contact: receiving.contact,
      phone: receiving.phone,
      address: receiving.address,
    },
    totals: {
      projectCount: row.project_count,
      pieceCount: row.piece_count,
      areaM2: mm2ToM2(row.area_mm2),
      boxCount: row.box_count,
      areaAmount: formatMoney(Number(row.area_amount_cents)),
      processAmount: formatMoney(Number(row.process_amount_cents)),
      total: formatMoney(Number(row.total_cents)),
    },
    projects: lines
      .filter((l) => l.kind === 'project')
      .map((l) => ({
        projectId: l.project_id,
        name: l.project_name,
        pieceCount: l.piece_count,
        areaM2: exactDecimalText(Number(l.quantity), MM2_PER_M2),
        unitPrice: formatMoney(Number(l.unit_price_cents)),
        amount: formatMoney(Number(l.amount_cents)),
        processAmount: formatMoney(sub.get(l.project_id) ?? 0),
        subtotal: formatMoney(Number(l.amount_cents) + (sub.get(l.project_id) ?? 0)),
      })),
    processes: lines
      .filter((l) => l.kind === 'process')
      .map((l) => ({
        projectId: l.project_id,
        projectName: l.project_name,
        processName: l.label,
        unit: l.unit as ProcessUnit,
        quantity: quantityText(l.unit as ProcessUnit, Number(l.quantity)),
        fee: formatMoney(Number(l.unit_price_cents)),
        amount: formatMoney(Number(l.amount_cents)),
      })),
    boxes: lines
      .filter((l) => l.kind === 'box')
      .map((l) => ({
        projectName: l.project_name,
        boxName: l.label,
        pieceCount: l.piece_count,
        areaM2: mm2ToM2(l.quantity),
      })),
    createdByName: names.get(row.created_by) ?? '',
    settledByName: (row.settled_by && names.get(row.settled_by)) || '',
    arrivedAt: row.arrived_at,
  };
}

/**
 * The foundry view (prodOrderFoundry): OEM documents grouped by client, with what each client
 * was billed, has settled and has paid, so the foundry partner relationship reads at a glance.
 */
export async function foundryGroups(org: OrgScope, keyword?: string) {
  const rows = await lists.foundryRows(org, keyword);
  return {
    groups: rows.map((r) => ({
      customerName: r.customer_name,
      documentCount: Number(r.n),
      unsettledCount: Number(r.unsettled ?? 0),
      total: formatMoney(Number(r.total ?? 0)),
      settledTotal: formatMoney(Number(r.settled ?? 0)),
      arrivedTotal: formatMoney(Number(r.arrived ?? 0)),
    })),
  };
}
