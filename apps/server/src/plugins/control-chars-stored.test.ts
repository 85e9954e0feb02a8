import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../test/api-client.ts';
import { registerUser } from '../test/flows.ts';
import { describeEachDialect } from '../test/test-app.ts';
import { createAdminTestApp, createOwner, type Owner } from '../modules/members/admin-test-kit.ts';
import { makePng, upload } from '../modules/files/upload-test-kit.ts';

const EN = 'Remove the invisible control characters from this text';
const ZH = '请删除文本中的不可见控制字符';
const NUL = 'Stone\u0000Co';

/**
 * Per area, a NUL in an otherwise valid body: invalid input in the caller's language naming the
 * field, and the record reads back as it was. Line breaks still reach the notes that allow them.
 */
describeEachDialect('control characters store nothing', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  const as = (token: string, lang: 'en' | 'zh' = 'en') => ({ token, lang });
  const refused = (field: string, lang: 'en' | 'zh' = 'en') => ({
    status: 400,
    result: false,
    code: 2,
    msg: lang === 'en' ? EN : ZH,
    data: { [field]: lang === 'en' ? EN : ZH },
  });

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'ctlowner', 'Control Stone Co');
  });
  afterAll(() => t.close());

  test('enterprises and join applications (account area)', async () => {
    const user = await registerUser(t.app, t.deps, 'ctluser');
    const org = { name: NUL, contact: 'Li', phone: user.phone, address: 'Shuitou' };
    const created = await call(t.app, 'webOrg/createOrg', org, as(user.token, 'zh'));
    expect(created).toMatchObject(refused('name', 'zh'));
    const info = await call<{ orgId: string | null }>(
      t.app,
      'webUser/getCurMcUserInfo',
      {},
      as(user.token),
    );
    expect(info.data.orgId).toBeNull();

    const apply = { orgId: owner.orgId, remark: 'hello\u0000' };
    expect(await call(t.app, 'webOrg/applyJoinOrg', apply, as(user.token))).toMatchObject(
      refused('remark'),
    );
    const mine = await call<{ list: unknown[] }>(
      t.app,
      'webOrg/getMyApplications',
      {},
      as(user.token),
    );
    expect(mine.data.list).toEqual([]);

    // A remark is typed in a text area: its line break and tab are kept as typed.
    const remark = 'line 1\n\tline 2';
    const ok = await call(t.app, 'webOrg/applyJoinOrg', { ...apply, remark }, as(user.token));
    expect(ok.result).toBe(true);
    type Item = { applicationId: string; remark: string; status: string };
    const list = await call<{ list: Item[] }>(
      t.app,
      'webOrg/getJoinApplicationList',
      {},
      as(owner.token),
    );
    const application = list.data.list.find((a) => a.remark === remark);
    expect(application).toBeDefined();
    const reject = { applicationId: application?.applicationId, reason: 'no\u0007' };
    expect(await call(t.app, 'webOrg/rejectApplication', reject, as(owner.token))).toMatchObject(
      refused('reason'),
    );
    const after = await call<{ list: Item[] }>(
      t.app,
      'webOrg/getJoinApplicationList',
      {},
      as(owner.token),
    );
    expect(after.data.list.find((a) => a.remark === remark)?.status).toBe('pending');
  });

  test('enterprise info', async () => {
    const logo = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: 'l.png', bytes: await makePng() },
    );
    const before = await call<{ address: string; version: number }>(
      t.app,
      'webOrg/getOrgInfo',
      {},
      as(owner.token),
    );
    const body = {
      name: 'Control Stone Co',
      contact: 'Li',
      phone: owner.phone,
      region: { country: 'other', text: 'Carrara' },
      address: 'Via\u0000Roma',
      logoFileId: logo.data?.fileId,
      version: before.data.version,
    };
    const saved = await call(t.app, 'webOrg/saveOrgInfo', body, as(owner.token, 'zh'));
    expect(saved).toMatchObject(refused('address', 'zh'));
    const region = { country: 'other', text: 'Carrara\u0085' };
    expect(
      await call(
        t.app,
        'webOrg/saveOrgInfo',
        { ...body, address: 'Via Roma', region },
        as(owner.token),
      ),
    ).toMatchObject(refused('region.text'));
    const after = await call(t.app, 'webOrg/getOrgInfo', {}, as(owner.token));
    expect(after.data).toEqual(before.data);
    // The address is a text area: a line break is saved.
    const multiLine = { ...body, address: 'Via Roma 1\nCarrara' };
    expect((await call(t.app, 'webOrg/saveOrgInfo', multiLine, as(owner.token))).result).toBe(true);
  });

  test('members, departments, roles and personal info (administration area)', async () => {
    const count = async (path: string) =>
      (await call<{ total: number }>(t.app, path, {}, as(owner.token))).data.total;
    const tree = async () => (await call(t.app, 'webDept/getDeptTree', {}, as(owner.token))).data;
    const [members, roles, depts] = [
      await count('webMember/getMemberList'),
      await count('webRole/getRoleList'),
      await tree(),
    ];
    const member = { phone: '13700000123', nickname: 'Wang\u0000', roleId: owner.superRoleId };
    expect(await call(t.app, 'webMember/addMember', member, as(owner.token))).toMatchObject(
      refused('nickname'),
    );
    expect(
      await call(t.app, 'webDept/createDept', { name: 'Cut\u001b' }, as(owner.token, 'zh')),
    ).toMatchObject(refused('name', 'zh'));
    const role = { name: 'Cutter\u007f', menuIds: [151], actions: [] };
    expect(await call(t.app, 'webRole/createRole', role, as(owner.token))).toMatchObject(
      refused('name'),
    );
    expect(await count('webMember/getMemberList')).toBe(members);
    expect(await count('webRole/getRoleList')).toBe(roles);
    expect(await tree()).toEqual(depts);

    type Me = { nickname: string; phone: string; gender: string; version: number };
    const me = (await call<Me>(t.app, 'webUser/getPersonalInfo', {}, as(owner.token))).data;
    const { phone, gender, version } = me;
    const personal = { nickname: 'Me\u0000', phone, gender, avatarFileId: null, version };
    expect(await call(t.app, 'webUser/savePersonalInfo', personal, as(owner.token))).toMatchObject(
      refused('nickname'),
    );
    expect((await call<Me>(t.app, 'webUser/getPersonalInfo', {}, as(owner.token))).data).toEqual(
      me,
    );
  });
});
