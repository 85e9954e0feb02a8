import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { nextPhone } from '../../test/flows.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp, createOwner, createRole, type Owner } from './admin-test-kit.ts';

describeEachDialect('member export of formula-like text', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'csvowner', 'Formula Stone Co');
  });
  afterAll(() => t.close());

  test('a name or role that starts a formula is exported as quoted text', async () => {
    const roleId = await createRole(t, owner.token, '-1+1', [152]);
    const nickname = '=HYPERLINK("http://e.vil","x")';
    const added = await call(
      t.app,
      'webMember/addMember',
      { phone: nextPhone(), nickname, roleId },
      { token: owner.token },
    );
    expect(added.code).toBe(0);
    const res = await call<{ contentBase64: string }>(
      t.app,
      'webMember/exportMemberList',
      { roleId },
      { token: owner.token },
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.data.contentBase64, 'base64') as unknown as ArrayBuffer);
    const row = book.worksheets[0]?.getRow(2);
    expect(row?.getCell(1).value).toBe(`'${nickname}`);
    expect(row?.getCell(3).value).toBe("'-1+1");
  });
});
