import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { makePng, upload } from '../files/upload-test-kit.ts';
import { createAdminTestApp, createOwner, type Owner } from '../members/admin-test-kit.ts';

type OrgInfo = {
  name: string;
  version: number;
  logoFileId: string | null;
  logoUrl: string | null;
  region: unknown;
};

describeEachDialect('enterprise info', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  let logoFileId: string;
  const info = async () =>
    (await call<OrgInfo>(t.app, 'webOrg/getOrgInfo', {}, { token: owner.token })).data;
  const save = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    call(t.app, 'webOrg/saveOrgInfo', body, { token: owner.token, lang });
  const valid = () => ({
    name: 'Info Stone Co',
    contact: 'Chen Jing',
    phone: '13912345678',
    email: 'sales@example.com',
    region: { country: 'CN', codes: ['35', '3505', '350583'] },
    address: 'Shuitou Industrial Park 8',
    logoFileId,
    version: 1,
  });

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'infoowner', 'Info Stone Co');
    const up = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: 'l.png', bytes: await makePng() },
    );
    logoFileId = up.data?.fileId as string;
  });
  afterAll(() => t.close());

  test('save answers "save successful" and the logo reads back through a signed URL', async () => {
    const before = await info();
    expect(before.logoFileId).toBeNull();
    const res = await save(valid());
    expect(res).toMatchObject({ result: true, msg: 'Saved successfully' });
    expect((await save({ ...valid(), version: 2 }, 'zh')).msg).toBe('保存成功');
    const after = await info();
    expect(after).toMatchObject({ logoFileId, version: 3, region: valid().region });
    const img = await t.app.inject({ method: 'GET', url: after.logoUrl as string });
    expect(img.headers['content-type']).toBe('image/png');
  });

  test('an address abroad is free text', async () => {
    const v = (await info()).version;
    const abroad = { ...valid(), region: { country: 'other', text: 'Carrara, Italy' }, version: v };
    expect((await save(abroad)).result).toBe(true);
    expect((await info()).region).toEqual({ country: 'other', text: 'Carrara, Italy' });
  });

  test('each bad field is refused with its message and nothing changes', async () => {
    const before = await info();
    const cases: [Record<string, unknown>, string][] = [
      [{ logoFileId: '' }, 'Please upload a logo'],
      [{ logoFileId: 'not-a-file' }, 'Upload the logo again'],
      [{ name: 'n'.repeat(51) }, 'Too long'],
      [{ contact: '' }, 'Required'],
      [{ address: 'a'.repeat(101) }, 'Too long'],
      [{ phone: '10012345678' }, 'Enter a correct phone number'],
      [{ email: 'not-an-email' }, 'Enter a correct email'],
      [{ region: { country: 'CN', codes: ['abc'] } }, 'Invalid value'],
      [{ orgId: 'other' }, 'Unknown field'],
      [{ createdBy: 'x' }, 'Unknown field'],
    ];
    for (const [patch, msg] of cases) {
      const res = await save({ ...valid(), version: before.version, ...patch });
      expect(res.code, JSON.stringify(patch)).toBe(2);
      expect(res.msg, JSON.stringify(patch)).toBe(msg);
    }
    expect((await save({ ...valid(), logoFileId: '', version: before.version }, 'zh')).msg).toBe(
      '请上传企业Logo',
    );
    expect(await info()).toMatchObject({ version: before.version, name: before.name });
  });

  test("a stale version answers code 4; another enterprise's logo is refused", async () => {
    const v = (await info()).version;
    expect((await save({ ...valid(), version: v - 1 })).code).toBe(4);
    const other = await createOwner(t, 'infoother', 'Other Info Co');
    const theirs = await upload(
      t.app,
      other.token,
      { purpose: 'logo' },
      { name: 'o.png', bytes: await makePng() },
    );
    const res = await save({ ...valid(), logoFileId: theirs.data?.fileId, version: v });
    expect(res).toMatchObject({ code: 2, msg: 'Upload the logo again' });
    // An avatar is not a logo either.
    const avatar = await upload(
      t.app,
      owner.token,
      { purpose: 'avatar' },
      { name: 'a.png', bytes: await makePng() },
    );
    expect((await save({ ...valid(), logoFileId: avatar.data?.fileId, version: v })).code).toBe(2);
  });
});
