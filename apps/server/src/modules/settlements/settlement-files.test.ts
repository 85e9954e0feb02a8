import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SettlementDetail } from '@stone/shared/settlements/settlements';
import { describeEachDialect } from '../../test/test-app.ts';
import { pdfPageCount, pdfText } from './pdf-text.ts';
import {
  createSettlementTestApp,
  newSettlement,
  seedOrder,
  type SettlementTestApp,
} from './settlement-test-kit.ts';

type File = { fileName: string; contentBase64: string };
type Pdf = { fileName: string; pdfBase64: string };

/** Issue 19: the document as PDF (with its CJK font) and as an Excel workbook. */
describeEachDialect('settlement files', (dialect) => {
  let ctx: SettlementTestApp;
  let doc: { id: string; number: string };
  beforeAll(async () => {
    ctx = await createSettlementTestApp(dialect, 'files');
    const { orderId, projectIds } = await seedOrder(ctx, {
      projects: Array.from({ length: 12 }, (_, i) => ({
        name: `大理石方案 ${i + 1}`,
        pieces: [{ width: 600, height: 400 }],
        priceCents: 8888,
      })),
    });
    doc = await newSettlement(ctx, orderId, projectIds);
  });
  afterAll(() => ctx.t.close());

  test('the PDF is a PDF of the stored page count, embeds its font and shows the Chinese text', async () => {
    const detail = await ctx.api<SettlementDetail>('webSettlement/getSettlementDetail', {
      id: doc.id,
    });
    // 12 project rows and the first 6 process rows fill page 1, the other 30 page 2 (pdf-layout.ts).
    expect(detail.data.pages).toBe(2);
    const res = await ctx.api<Pdf>('webSettlement/downloadPdf', { id: doc.id }, 'zh');
    expect(res.result, res.msg).toBe(true);
    expect(res.data.fileName).toBe(`${doc.number}.pdf`);
    const pdf = Buffer.from(res.data.pdfBase64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(2);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/\/ToUnicode/);
    const text = pdfText(pdf);
    expect(text).toContain('结算单');
    expect(text).toContain('大理石方案 12');
    expect(text).toContain('南安石材');
    expect(text).toContain(detail.data.total);
    expect(text).toContain('第 2 / 2 页');
    expect(text).not.toContain('\uFFFD');
  });

  test('the English PDF and the show-order download name the same document', async () => {
    const res = await ctx.api<Pdf>('webOrderDoc/downloadPdf', { id: doc.id }, 'en');
    const text = pdfText(Buffer.from(res.data.pdfBase64, 'base64'));
    expect(text).toContain('Settlement document');
    expect(text).toContain('Page 1 of 2');
  });

  test('the workbook carries the totals and every line', async () => {
    const res = await ctx.api<File>('webSettlement/downloadExcel', { id: doc.id }, 'zh');
    expect(res.data.fileName).toBe(`${doc.number}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.data.contentBase64, 'base64') as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      '结算单',
      '方案明细',
      '工序明细',
      '木箱明细',
    ]);
    const summary = book.worksheets[0]!;
    const values = summary.getSheetValues().flat().map(String);
    expect(values).toContain(doc.number);
    expect(book.worksheets[1]!.rowCount).toBe(13);
    expect(book.worksheets[2]!.rowCount).toBe(37);
  });

  test("another enterprise's document is not found", async () => {
    const res = await ctx.api('webSettlement/downloadPdf', { id: 'missing' });
    expect(res.code).toBe(3);
  });
});
