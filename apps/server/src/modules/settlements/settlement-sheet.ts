// The settlement document as an xlsx workbook (exceljs): a summary sheet and one sheet per table.
// Money cells are the document's own two-decimal texts (never re-derived through a float);
// every user text passes sheetRow (formula-like text is prefixed, lib/sheet-text.ts).
import ExcelJS from 'exceljs';
import type { Language } from '@stone/shared';
import type { SettlementDetail } from '@stone/shared/settlements/settlements';
import { sheetRow } from '../../lib/sheet-text.ts';
import { documentLabels } from './settlement-labels.ts';

export async function settlementSheet(d: SettlementDetail, lang: Language): Promise<Buffer> {
  const L = documentLabels(lang);
  const book = new ExcelJS.Workbook();
  const summary = book.addWorksheet(L.title);
  const pairs: [string, string][] = [
    [L.number, d.number],
    [L.name, d.name],
    [L.order, `${d.orderNumber} ${d.orderName}`],
    [L.docType, L[d.docType]],
    [L.status, `${L[d.status]} / ${d.accountArrived ? L.arrived : L.notArrived}`],
    [L.createdAt, d.createdAt],
    [
      L.enterprise,
      `${d.enterprise.name} ${d.enterprise.contact} ${d.enterprise.phone} ${d.enterprise.address}`,
    ],
    [
      L.client,
      `${d.client.name} ${d.client.contact} ${d.client.managerName} ${d.client.managerPhone}`,
    ],
    [
      L.receiving,
      `${d.receiving.name} ${d.receiving.contact} ${d.receiving.phone} ${d.receiving.address}`,
    ],
    [L.projectCount, String(d.totals.projectCount)],
    [L.pieceCount, String(d.totals.pieceCount)],
    [L.area, d.totals.areaM2],
    [L.boxCount, String(d.totals.boxCount)],
    [L.areaAmount, d.totals.areaAmount],
    [L.processAmount, d.totals.processAmount],
    [L.total, d.totals.total],
  ];
  for (const [k, v] of pairs) summary.addRow(sheetRow([k, v])).getCell(1).font = { bold: true };
  summary.columns.forEach((c, i) => (c.width = i === 0 ? 18 : 60));

  const table = (title: string, heads: string[], rows: string[][]) => {
    const sheet = book.addWorksheet(title);
    sheet.addRow(heads).font = { bold: true };
    for (const r of rows) sheet.addRow(sheetRow(r));
    sheet.columns.forEach((c) => (c.width = 18));
  };
  table(
    L.projects,
    [L.project, L.pieceCount, L.area, L.unitPrice, L.amount, L.processAmount, L.total],
    d.projects.map((p) => [
      p.name,
      String(p.pieceCount),
      p.areaM2,
      p.unitPrice,
      p.amount,
      p.processAmount,
      p.subtotal,
    ]),
  );
  table(
    L.processes,
    [L.project, L.process, L.quantity, L.unit, L.fee, L.amount],
    d.processes.map((p) => [p.projectName, p.processName, p.quantity, L[p.unit], p.fee, p.amount]),
  );
  table(
    L.boxes,
    [L.project, L.box, L.pieceCount, L.area],
    d.boxes.map((b) => [b.projectName, b.boxName, String(b.pieceCount), b.areaM2]),
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
