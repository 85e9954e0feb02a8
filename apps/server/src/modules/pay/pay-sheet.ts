// The pay summary as an xlsx workbook (exceljs), in the caller's language. Money cells are the
// summary's own two-decimal texts (never re-derived through a float); names pass sheetRow.
import ExcelJS from 'exceljs';
import type { Language } from '@stone/shared';
import type { PayWorkerItem } from '@stone/shared/pay/pay';
import { sheetRow } from '../../lib/sheet-text.ts';

const LABELS = {
  zh: {
    title: '员工绩效',
    range: '日期范围',
    worker: '员工',
    reports: '报工数',
    reported: '报工金额（元）',
    own: '个人（元）',
    team: '班组分成（元）',
    total: '合计（元）',
    grand: '总计',
  },
  en: {
    title: 'Staff performance',
    range: 'Dates',
    worker: 'Worker',
    reports: 'Reports',
    reported: 'Reported (CNY)',
    own: 'Own (CNY)',
    team: 'Team share (CNY)',
    total: 'Total (CNY)',
    grand: 'Grand total',
  },
} as const satisfies Record<Language, Record<string, string>>;

export async function paySheet(
  s: { fromDay: string; toDay: string; items: PayWorkerItem[]; grandTotal: string },
  lang: Language,
): Promise<Buffer> {
  const L = LABELS[lang];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(L.title);
  sheet.addRow([L.range, `${s.fromDay} ~ ${s.toDay}`]);
  sheet.addRow([L.worker, L.reports, L.reported, L.own, L.team, L.total]);
  for (const i of s.items)
    sheet.addRow(
      sheetRow([
        i.workerName,
        i.reportCount,
        i.reportedAmount,
        i.ownAmount,
        i.teamAmount,
        i.totalAmount,
      ]),
    );
  sheet.addRow([L.grand, '', '', '', '', s.grandTotal]);
  sheet.columns.forEach((c) => (c.width = 16));
  return Buffer.from(await book.xlsx.writeBuffer());
}
