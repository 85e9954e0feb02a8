import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { nextPhone, registerUser, requestSmsCode } from '../../test/flows.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { makePng, upload } from '../files/upload-test-kit.ts';
import { createAdminTestApp } from '../members/admin-test-kit.ts';

type Info = {
  nickname: string;
  phone: string;
  gender: string;
  avatarFileId: string | null;
  avatarUrl: string | null;
  avatarThumbUrl: string | null;
  version: number;
};

describeEachDialect('personal settings', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let user: Awaited<ReturnType<typeof registerUser>>;
  const info = async () =>
    (await call<Info>(t.app, 'webUser/getPersonalInfo', {}, { token: user.token })).data;
  // Signed URLs change with time; the record itself is what must not change.
  const record = async () => {
    const { avatarUrl: _u, avatarThumbUrl: _t, ...rest } = await info();
    return rest;
  };
  const save = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    call(t.app, 'webUser/savePersonalInfo', body, { token: user.token, lang });
  const changePassword = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    call(t.app, 'webUser/changePassword', body, { token: user.token, lang });

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    user = await registerUser(t.app, t.deps, 'profileuser');
  });
  afterAll(() => t.close());

  test('name, phone, gender and avatar are saved', async () => {
    const before = await info();
    expect(before).toMatchObject({
      nickname: 'profileuser',
      gender: 'unknown',
      avatarFileId: null,
    });
    const up = await upload(
      t.app,
      user.token,
      { purpose: 'avatar' },
      { name: 'me.png', bytes: await makePng() },
    );
    const avatarFileId = up.data?.fileId as string;
    const res = await save({
      nickname: 'Lin Yue',
      phone: user.phone,
      gender: 'female',
      avatarFileId,
      version: before.version,
    });
    expect(res).toMatchObject({ result: true, msg: 'Saved successfully' });
    const after = await info();
    expect(after).toMatchObject({ nickname: 'Lin Yue', gender: 'female', avatarFileId });
    expect((await t.app.inject({ method: 'GET', url: after.avatarUrl as string })).statusCode).toBe(
      200,
    );
  });

  test('a bad phone is "wrong number", empty name and phone are required, and nothing changes', async () => {
    const before = await record();
    const base = {
      nickname: 'X',
      phone: user.phone,
      gender: 'male',
      avatarFileId: null,
      version: before.version,
    };
    const bad = await save({ ...base, phone: '12012345678' });
    expect(bad).toMatchObject({ code: 2, msg: 'Wrong number', data: { phone: 'Wrong number' } });
    expect((await save({ ...base, phone: '1381234' }, 'zh')).msg).toBe('号码有误');
    expect((await save({ ...base, phone: '' })).msg).toBe('Required');
    expect((await save({ ...base, nickname: ' ' })).msg).toBe('Required');
    for (const extra of [{ userId: 'x' }, { id: 'x' }, { username: 'root' }, { orgId: 'x' }])
      expect((await save({ ...base, ...extra })).data).toMatchObject({
        [Object.keys(extra)[0] as string]: 'Unknown field',
      });
    expect(await record()).toEqual(before);
  });

  test("a stale version answers code 4; a taken phone and someone else's file are refused", async () => {
    const before = await record();
    const base = { nickname: 'Y', phone: user.phone, gender: 'male', avatarFileId: null };
    expect((await save({ ...base, version: before.version - 1 })).code).toBe(4);
    const other = await registerUser(t.app, t.deps, 'profileother');
    expect((await save({ ...base, phone: other.phone, version: before.version })).msg).toBe(
      'This phone number is already registered',
    );
    const theirs = await upload(
      t.app,
      other.token,
      { purpose: 'avatar' },
      { name: 'o.png', bytes: await makePng() },
    );
    expect(
      (await save({ ...base, avatarFileId: theirs.data?.fileId, version: before.version })).code,
    ).toBe(2);
    expect(await record()).toEqual(before);
  });

  test('a new phone needs the code sent to it; a missing or wrong code changes nothing', async () => {
    const before = await record();
    const newPhone = nextPhone();
    const base = { nickname: before.nickname, gender: 'male', avatarFileId: null };
    const change = (extra: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
      save({ ...base, phone: newPhone, version: before.version, ...extra }, lang);
    expect(await change({})).toMatchObject({
      code: 2,
      msg: 'Enter a correct verification code',
      data: { smsCode: 'Enter a correct verification code' },
    });
    const code = await requestSmsCode(t.app, t.deps, newPhone, 'changePhone');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await change({ smsCode: wrong }, 'zh')).msg).toBe('验证码错误或已过期');
    expect(await record()).toEqual(before);
    expect((await change({ smsCode: code })).result).toBe(true);
    expect((await info()).phone).toBe(newPhone);
    // The new phone signs in; the code was single-use.
    const byPhone = await call(t.app, 'webAuth/loginByPassword', {
      account: newPhone,
      password: user.password,
    });
    expect(byPhone.result).toBe(true);
    user = { ...user, phone: newPhone };
  });

  test('change password: wrong old one is "password wrong"; success ends the other sessions', async () => {
    const other = await call<{ token: string }>(t.app, 'webAuth/loginByPassword', {
      account: user.username,
      password: user.password,
    });
    const wrong = await changePassword({
      oldPassword: 'Wrong1234',
      newPassword: 'NewPass12',
      confirmPassword: 'NewPass12',
    });
    expect(wrong).toMatchObject({ code: 2, msg: 'Password wrong' });
    const wrongZh = await changePassword(
      { oldPassword: 'Wrong1234', newPassword: 'NewPass12', confirmPassword: 'NewPass12' },
      'zh',
    );
    expect(wrongZh.msg).toBe('密码错误');
    // An account with a password of its own cannot skip the current one.
    const skipped = await changePassword({
      newPassword: 'NewPass12',
      confirmPassword: 'NewPass12',
    });
    expect(skipped).toMatchObject({ code: 2, msg: 'Required', data: { oldPassword: 'Required' } });
    const empty = await changePassword({
      oldPassword: '',
      newPassword: 'NewPass12',
      confirmPassword: 'NewPass12',
    });
    expect(empty.result).toBe(false);
    expect(await info()).toMatchObject({ hasPassword: true });
    const mismatch = await changePassword({
      oldPassword: user.password,
      newPassword: 'NewPass12',
      confirmPassword: 'NewPass13',
    });
    expect(mismatch.msg).toBe('The passwords are inconsistent');
    const weak = await changePassword({
      oldPassword: user.password,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(weak.msg).toBe('Password must be 6-20 letters and digits');
    const done = await changePassword({
      oldPassword: user.password,
      newPassword: 'NewPass12',
      confirmPassword: 'NewPass12',
    });
    expect(done.result).toBe(true);
    expect(
      (await call(t.app, 'webUser/getPersonalInfo', {}, { token: other.data.token })).code,
    ).toBe(16);
    expect((await call(t.app, 'webUser/getPersonalInfo', {}, { token: user.token })).result).toBe(
      true,
    );
  });
});
