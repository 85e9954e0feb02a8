// The cutting data as an xlsx sheet (exceljs, as the slab and member exports), in the caller's
// language; user text passes through sheetRow (formula-like text is prefixed).
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { ERROR_CODES, translate, type Language } from '@stone/shared';
import { factoryTime } from '@stone/shared/cutting/days';
import { CUTTING_LIMITS, type cuttingFilterBody } from '@stone/shared/cutting/schemas';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { actorScope } from '../../db/org-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sheetRow } from '../../lib/sheet-text.ts';
import { recordsFor, toCuttingItem } from './cutting.service.ts';

const HEADERS = {
  en: [
    'Time',
    'Operator',
    'Device',
    'Table',
    'Cut length (m)',
    'Piece area (m²)',
    'Stone consumption (m²)',
    'Status',
    'Project',
    'Block no.',
    'Bundle no.',
    'Slab no.',
    'Cutting plan',
    'Slab area (m²)',
    'Yield (%)',
    'Rectangle yield (%)',
    'Task type',
    'Slab barcode',
    'Material',
  ],
  zh: [
    '时间',
    '操作员',
    '设备',
    '台面',
    '切割米数(m)',
    '工件面积(m²)',
    '石材消耗(m²)',
    '状态',
    '项目',
    '荒料号',
    '扎号',
    '板号',
    '切割方案',
    '大板面积(m²)',
    '出材率(%)',
    '矩形出材率(%)',
    '任务类型',
    '大板条码',
    '材质',
  ],
} as const;

const WORDS = {
  en: { done: 'Done', slab: 'Slab', remnant: 'Remnant', plan: 'Plan slab' },
  zh: { done: '已完成', slab: '大板', remnant: '余料', plan: '排版大板' },
} as const;

export async function exportCuttingData(
  actor: Actor,
  db: Db,
  input: z.output<typeof cuttingFilterBody> & { lang: Language },
) {
  const { lang } = input;
  const max = CUTTING_LIMITS.exportRowsMax;
  // One row past the limit tells "too many" from "exactly the limit".
  const rows = await recordsFor(actorScope(actor, db), input, max + 1);
  if (rows.length === 0) throw notFound('export.noData');
  if (rows.length > max) throw new AppError(ERROR_CODES.INVALID, 'export.tooMany');
  const words = WORDS[lang];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(translate('cutting.sheetName', lang));
  sheet.addRow([...HEADERS[lang]]).font = { bold: true };
  for (const r of rows.map(toCuttingItem))
    sheet.addRow(
      sheetRow([
        factoryTime(r.cutAt),
        r.operatorName,
        r.deviceCode ?? '',
        r.deviceTable ?? '',
        Number(r.cutLengthM),
        Number(r.areaM2),
        Number(r.consumptionM2),
        words[r.status],
        r.projectName ?? '',
        r.blockNo,
        r.bundleNo,
        r.slabNo,
        `${words.plan} ${r.planSeq} (${r.planSize})`,
        Number(r.slabArea),
        Number(r.yieldPercent),
        Number(r.rectYieldPercent),
        words[r.taskType],
        r.barcode,
        r.materialName ?? '',
      ]),
    );
  sheet.columns.forEach((c) => (c.width = 16));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  const stamp = new Date().toISOString().slice(0, 10);
  const name = lang === 'en' ? 'cutting-data' : '切割数据';
  return { fileName: `${name}-${stamp}.xlsx`, contentBase64: buffer.toString('base64') };
}
