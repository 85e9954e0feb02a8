import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  blankFillerXlsx,
  declareSize,
  rowXml,
  xlsxWithSheetData,
} from '../../workers/sheet-reader-test-kit.ts';
import {
  addRacks,
  createMaterialTestApp,
  stoneId,
  uploadSheet,
  type Api,
} from './material-test-kit.ts';
import { EN_SLAB_SHEET_HEADER as HEADER } from './slab-sheet-headers.ts';

// Issue 22: hostile workbooks are refused while they are read, in a worker, and store nothing.
const slab = (barcode: string) => [
  'HL2411-07',
  'Z03',
  '12',
  barcode,
  '中国黑',
  20,
  3000,
  1600,
  'LIM',
  3,
];
type Row = [number, (string | number)[]];
/** The header on row 1, then each given row at its own row number. */
const sheet = (rows: Row[]) =>
  xlsxWithSheetData(rowXml(1, HEADER) + rows.map(([r, cells]) => rowXml(r, cells)).join(''));
const TOO_MANY = {
  en: 'At most 5000 rows per import, up to row 5001 of the sheet; split it into smaller files',
  zh: '每次最多导入5000行（表格第5001行为止），请拆分为多个文件',
};

describeEachDialect('large-slab import limits', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createMaterialTestApp>>;
  let api: Api;
  beforeAll(async () => {
    ctx = await createMaterialTestApp(dialect, 'lim');
    api = ctx.api;
    await stoneId(api, '中国黑 Absolute Black');
    const hall = await api<{ id: string }>('webWarehouse/createWarehouse', {
      name: 'Limits hall',
      code: 'LIM',
    });
    await addRacks(api, hall.data.id, 3, 1);
  });
  afterAll(() => ctx.t.close());

  const stored = async (prefix: string) =>
    (
      await ctx.t.deps.db
        .selectFrom('big_slabs')
        .select('barcode')
        .where('org_id', '=', ctx.owner.orgId)
        .where('barcode', 'like', `${prefix}%`)
        .execute()
    ).length;
  const upload = async (bytes: Buffer) => {
    const up = await uploadSheet(ctx.t, ctx.owner.token, bytes);
    expect(up.code, up.msg).toBe(0);
    return up.data?.fileId as string;
  };

  test('the 1.7 KB file with a value on row 1,048,576 is refused with the row limit; nothing stored', async () => {
    const bytes = sheet([
      [2, slab('LIMA-1')],
      [1_048_576, slab('LIMA-2')],
    ]);
    expect(bytes.length).toBeLessThan(2048);
    const fileId = await upload(bytes);
    expect(await api('webBigSlab/importBigSlabs', { fileId })).toMatchObject({
      code: 2,
      msg: TOO_MANY.en,
      data: { fileId: TOO_MANY.en },
    });
    const zh = await api('webBigSlab/importBigSlabs', { fileId }, 'zh');
    expect(zh).toMatchObject({ code: 2, msg: TOO_MANY.zh, data: { fileId: TOO_MANY.zh } });
    expect(await stored('LIMA-')).toBe(0);
  });

  test('5,001 slab rows are refused; rows up to 5001 with gaps between import', async () => {
    const rows: Row[] = [];
    for (let i = 0; i < 5001; i++) rows.push([i + 2, slab(`LIMB-${i}`)]);
    const over = await api('webBigSlab/importBigSlabs', { fileId: await upload(sheet(rows)) });
    expect(over).toMatchObject({ code: 2, msg: TOO_MANY.en });
    expect(await stored('LIMB-')).toBe(0);
    const edge = sheet([
      [2, slab('LIMC-1')],
      [5001, slab('LIMC-2')],
    ]);
    const ok = await api('webBigSlab/importBigSlabs', { fileId: await upload(edge) });
    expect(ok).toMatchObject({ code: 0, data: { created: 2, updated: 0, skipped: 0 } });
    expect(await stored('LIMC-')).toBe(2);
  });

  test('zip bombs: over 50 MB unpacked, or unpacking past the declared size, are refused', async () => {
    const sheetPart = 'xl/worksheets/sheet1.xml';
    // Declares 60 MB: under the upload's 100 MB check, over what the import reads.
    const big = declareSize(sheet([[2, slab('LIMD-1')]]), sheetPart, 60 * 1024 * 1024);
    const tooLarge = 'The Excel file unpacks to more than 50 MB; nothing was imported';
    expect(await api('webBigSlab/importBigSlabs', { fileId: await upload(big) })).toMatchObject({
      code: 2,
      msg: tooLarge,
      data: { fileId: tooLarge },
    });
    // Declares 1 KB, holds 3 MB of blanks (the kind that reached 3.5 GB in ExcelJS).
    const lying = declareSize(blankFillerXlsx(3), sheetPart, 1024);
    const unreadable = 'The file could not be read as an Excel sheet';
    expect(
      await api('webBigSlab/importBigSlabs', { fileId: await upload(lying) }, 'en'),
    ).toMatchObject({ code: 2, msg: unreadable, data: { fileId: unreadable } });
    const zh = await api('webBigSlab/importBigSlabs', { fileId: await upload(big) }, 'zh');
    expect(zh.msg).toBe('Excel文件解压后超过50 MB，未导入任何数据');
    expect(await stored('LIMD-')).toBe(0);
  });

  test('other calls answer while a hostile import is being read', async () => {
    // 4,000 rows are read before the last row of the sheet refuses the file: a read that takes
    // a while, even in a warm thread, so the other call can be seen answering during it.
    const before = Array.from({ length: 4_000 }, (_, i): Row => [i + 2, slab(`LIME-${i}`)]);
    const fileId = await upload(sheet([...before, [1_048_576, slab('LIME-1')]]));
    let importDone = false;
    const importing = api('webBigSlab/importBigSlabs', { fileId }).finally(() => {
      importDone = true;
    });
    const other = await api('webUser/getCurMcUserInfo', {});
    expect(other.code).toBe(0);
    expect(importDone).toBe(false);
    expect((await importing).msg).toBe(TOO_MANY.en);
  });

  test('an import refreshes the planner statistics of the slab table (PostgreSQL)', async () => {
    const rows = Array.from({ length: 30 }, (_, i): Row => [i + 2, slab(`LIMF-${i}`)]);
    const fileId = await upload(sheet(rows));
    expect((await api('webBigSlab/importBigSlabs', { fileId })).code).toBe(0);
    if (dialect !== 'postgres') return;
    // ANALYZE sets reltuples (-1 on a table never analysed); inserts alone leave it alone.
    const stats = await sql<{ tuples: number }>`
      select reltuples as tuples from pg_class
      where oid = to_regclass(current_schema() || '.big_slabs')`.execute(ctx.t.deps.db);
    expect(Number(stats.rows[0]?.tuples)).toBeGreaterThanOrEqual(30);
  });
});
