import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { nextPhone, requestSmsCode } from '../../test/flows.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  addAndSignIn,
  createAdminTestApp,
  createOwner,
  createRole,
  memberVersion,
  type Owner,
} from './admin-test-kit.ts';

type MemberList = {
  list: { id: string; nickname: string; staffNo: string | null; status: string; version: number }[];
  total: number;
};

describeEachDialect('members: managing', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  const add = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    call<{ id: string; accountCreated: boolean }>(t.app, 'webMember/addMember', body, {
      token: owner.token,
      lang,
    });

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'memberowner', 'Members Stone Co');
  });
  afterAll(() => t.close());

  describe('finding, editing, disabling, removing', () => {
    let deptA: string;
    let deptA1: string;
    let worker: Awaited<ReturnType<typeof addAndSignIn>>;
    let workerRole: string;

    beforeAll(async () => {
      const mk = async (name: string, parentId?: string) =>
        (
          await call<{ id: string }>(
            t.app,
            'webDept/createDept',
            { name, parentId },
            { token: owner.token },
          )
        ).data.id;
      deptA = await mk('Cutting');
      deptA1 = await mk('Cutting night shift', deptA);
      workerRole = (
        await call<{ id: string }>(
          t.app,
          'webRole/createRole',
          { name: 'worker', menuIds: [152] },
          { token: owner.token },
        )
      ).data.id;
      for (const nickname of ['Filler A', 'Filler B', 'Filler C'])
        await add({ phone: nextPhone(), nickname, roleId: owner.superRoleId });
      worker = await addAndSignIn(t, owner.token, {
        nickname: 'Zhao Lei',
        roleId: workerRole,
        departmentId: deptA1,
        staffNo: '42',
      });
    });

    const list = (filter: Record<string, unknown>) =>
      call<MemberList>(
        t.app,
        'webMember/getMemberList',
        { pageNum: 1, pageSize: 50, ...filter },
        { token: owner.token },
      );

    test('search by name, phone, staff number, department (with sub-departments), role and status', async () => {
      expect((await list({ name: 'zhao' })).data.list.map((m) => m.nickname)).toEqual(['Zhao Lei']);
      expect((await list({ phone: worker.phone.slice(3, 9) })).data.total).toBe(1);
      expect((await list({ staffNo: '42' })).data.list[0]?.id).toBe(worker.memberId);
      expect((await list({ departmentId: deptA })).data.list.map((m) => m.id)).toEqual([
        worker.memberId,
      ]);
      expect((await list({ roleId: workerRole })).data.total).toBe(1);
      expect((await list({ status: 'disabled' })).data.total).toBe(0);
      expect((await list({ name: '%' })).data.total).toBe(0);
      const page = await call<MemberList>(
        t.app,
        'webMember/getMemberList',
        { pageNum: 2, pageSize: 2, sortField: 'nickname', sortOrder: 'descend' },
        { token: owner.token },
      );
      expect(page.data.list).toHaveLength(2);
      expect(page.data.total).toBeGreaterThan(4);
    });

    test('edit role, department and staff number; a stale version answers code 4', async () => {
      const version = await memberVersion(t, owner.orgId, worker.memberId);
      const body = {
        id: worker.memberId,
        roleId: workerRole,
        departmentId: deptA,
        staffNo: '43',
        version,
      };
      expect((await call(t.app, 'webMember/updateMember', body, { token: owner.token })).msg).toBe(
        'Saved successfully',
      );
      const stale = await call(
        t.app,
        'webMember/updateMember',
        { ...body, staffNo: '44' },
        { token: owner.token },
      );
      expect(stale).toMatchObject({ result: false, code: 4 });
      expect((await list({ staffNo: '43' })).data.total).toBe(1);
      const badStaff = await call(
        t.app,
        'webMember/updateMember',
        { ...body, staffNo: '00000', version: version + 1 },
        { token: owner.token },
      );
      expect(badStaff.msg).toBe('Staff number is 1-4 digits');
    });

    test('disabling ends the sessions (351539), enabling lets them back in', async () => {
      const version = await memberVersion(t, owner.orgId, worker.memberId);
      const off = await call(
        t.app,
        'webMember/setMemberStatus',
        { id: worker.memberId, status: 'disabled', version },
        { token: owner.token },
      );
      expect(off.result).toBe(true);
      const next = await call(
        t.app,
        'webMember/getMemberList',
        { pageNum: 1 },
        { token: worker.token },
      );
      expect(next).toMatchObject({
        code: 351539,
        msg: 'Your account is disabled in this enterprise',
      });
      expect((await list({ status: 'disabled' })).data.total).toBe(1);
      await call(
        t.app,
        'webMember/setMemberStatus',
        { id: worker.memberId, status: 'enabled', version: version + 1 },
        { token: owner.token },
      );
      // Enabled again, they can sign in (the invite code was sent moments ago: age it past
      // the once-a-minute SMS limit rather than wait).
      await t.deps.db
        .updateTable('sms_codes')
        .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
        .where('phone', '=', worker.phone)
        .execute();
      const smsCode = await requestSmsCode(t.app, t.deps, worker.phone, 'login');
      const back = await call<{ token: string }>(t.app, 'webAuth/loginBySms', {
        phone: worker.phone,
        smsCode,
      });
      expect(back.result).toBe(true);
      worker.token = back.data.token;
      const info = await call(t.app, 'webUser/getCurMcUserInfo', {}, { token: worker.token });
      expect(info.result).toBe(true);
    });

    test('the caller cannot disable or remove themselves; the last super administrator stays', async () => {
      const me = (await list({ roleId: owner.superRoleId })).data.list.find(
        (m) => m.nickname === 'memberowner',
      );
      const selfOff = await call(
        t.app,
        'webMember/setMemberStatus',
        { id: me?.id, status: 'disabled', version: me?.version },
        { token: owner.token },
      );
      expect(selfOff).toMatchObject({ code: 4, msg: 'You cannot do this to yourself' });
      const selfRemove = await call(
        t.app,
        'webMember/removeMember',
        { id: me?.id, version: me?.version },
        { token: owner.token },
      );
      expect(selfRemove.code).toBe(4);
    });

    test('only a super administrator grants, disables or removes a super administrator', async () => {
      const adminRole = await createRole(
        t,
        owner.token,
        'member admin',
        [152],
        [
          'memberManagement:add',
          'memberManagement:edit',
          'memberManagement:disable',
          'memberManagement:remove',
        ],
      );
      const deputy = await addAndSignIn(t, owner.token, { nickname: 'Deputy', roleId: adminRole });
      const supers = (await list({ roleId: owner.superRoleId })).data.total;
      const as = (path: string, body: unknown) => call(t.app, path, body, { token: deputy.token });
      const grant = await as('webMember/addMember', {
        phone: nextPhone(),
        nickname: 'Usurper',
        roleId: owner.superRoleId,
      });
      expect(grant).toMatchObject({
        code: 4,
        msg: 'Only a super administrator can grant or take the super administrator role',
      });
      const me = (await list({ roleId: owner.superRoleId })).data.list.find(
        (m) => m.nickname === 'memberowner',
      );
      const target = { id: me?.id, version: me?.version };
      expect((await as('webMember/setMemberStatus', { ...target, status: 'disabled' })).code).toBe(
        4,
      );
      expect((await as('webMember/removeMember', target)).code).toBe(4);
      const promote = await as('webMember/updateMember', {
        id: deputy.memberId,
        roleId: owner.superRoleId,
        departmentId: null,
        staffNo: null,
        version: 1,
      });
      expect(promote.code).toBe(4);
      expect((await list({ roleId: owner.superRoleId })).data.total).toBe(supers);
    });

    test('export writes the filtered list to xlsx; an empty result is "no exportable data"', async () => {
      const ExcelJS = (await import('exceljs')).default;
      const res = await call<{ fileName: string; contentBase64: string }>(
        t.app,
        'webMember/exportMemberList',
        { departmentId: deptA },
        { token: owner.token },
      );
      expect(res.result).toBe(true);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(res.data.contentBase64, 'base64') as unknown as ArrayBuffer);
      const rows = book.worksheets[0]?.getSheetValues().filter(Boolean) as unknown[][];
      expect(rows.map((r) => r[1])).toEqual(['Name', 'Zhao Lei']);
      const zh = await call<{ contentBase64: string }>(
        t.app,
        'webMember/exportMemberList',
        { name: 'Zhao' },
        { token: owner.token, lang: 'zh' },
      );
      const zhBook = new ExcelJS.Workbook();
      await zhBook.xlsx.load(
        Buffer.from(zh.data.contentBase64, 'base64') as unknown as ArrayBuffer,
      );
      expect(zhBook.worksheets[0]?.getRow(1).getCell(1).value).toBe('姓名');
      const empty = await call(
        t.app,
        'webMember/exportMemberList',
        { name: 'nobody-here' },
        { token: owner.token },
      );
      expect(empty).toMatchObject({ result: false, msg: 'No exportable data' });
      const emptyZh = await call(
        t.app,
        'webMember/exportMemberList',
        { name: 'nobody-here' },
        { token: owner.token, lang: 'zh' },
      );
      expect(emptyZh.msg).toBe('暂无可导出的数据');
    });

    test('removal ends the sessions (353028), frees the staff number, and they can be added again', async () => {
      const version = await memberVersion(t, owner.orgId, worker.memberId);
      const removed = await call(
        t.app,
        'webMember/removeMember',
        { id: worker.memberId, version },
        { token: owner.token },
      );
      expect(removed.result).toBe(true);
      const next = await call(t.app, 'webUser/getCurMcUserInfo', {}, { token: worker.token });
      expect(next).toMatchObject({ code: 353028, msg: 'You were removed from the enterprise' });
      expect((await list({ staffNo: '43' })).data.total).toBe(0);
      const again = await add({
        phone: worker.phone,
        nickname: 'Zhao Lei',
        roleId: workerRole,
        staffNo: '43',
      });
      expect(again.data).toMatchObject({ id: worker.memberId, accountCreated: false });
    });
  });
});
