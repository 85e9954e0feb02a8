import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { nextPhone, registerUser, requestSmsCode, solveSlider } from '../../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../../test/test-app.ts';

describeEachDialect('registration with slider and SMS code', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const registerBody = (phone: string, smsCode: string, extra: Record<string, unknown> = {}) => ({
    phone,
    smsCode,
    username: `u${phone}`,
    password: 'Abc12345',
    confirmPassword: 'Abc12345',
    agreed: true,
    ...extra,
  });

  test('a person who solves the slider gets a code and registers; the token opens user info', async () => {
    const user = await registerUser(t.app, t.deps, 'stone_user');
    const info = await call<{ username: string; orgId: string | null }>(
      t.app,
      'webUser/getCurMcUserInfo',
      {},
      { token: user.token },
    );
    expect(info).toMatchObject({
      result: true,
      code: 0,
      data: { username: 'stone_user', orgId: null },
    });
  });

  describe('slider', () => {
    test('a drop far from the gap is refused', async () => {
      const puzzle = await call<{ captchaId: string }>(t.app, 'webCaptcha/getSliderPuzzle');
      const row = await t.deps.db
        .selectFrom('captchas')
        .select('answer_x')
        .where('id', '=', puzzle.data.captchaId)
        .executeTakeFirstOrThrow();
      const res = await call(t.app, 'webCaptcha/checkSlider', {
        captchaId: puzzle.data.captchaId,
        x: row.answer_x + 40,
        durationMs: 900,
      });
      expect(res).toMatchObject({ result: false, code: 2, msg: 'Verification failed, try again' });
    });

    test('an instant drag is not a person', async () => {
      const puzzle = await call<{ captchaId: string }>(t.app, 'webCaptcha/getSliderPuzzle');
      const row = await t.deps.db
        .selectFrom('captchas')
        .select('answer_x')
        .where('id', '=', puzzle.data.captchaId)
        .executeTakeFirstOrThrow();
      const res = await call(t.app, 'webCaptcha/checkSlider', {
        captchaId: puzzle.data.captchaId,
        x: row.answer_x,
        durationMs: 10,
      });
      expect(res.code).toBe(2);
    });

    test('no SMS without a slider token, in both languages', async () => {
      const body = { phone: nextPhone(), purpose: 'register', sliderToken: 'made-up' };
      expect(await call(t.app, 'webSms/sendSmsCode', body)).toMatchObject({
        code: 2,
        msg: 'Sliding verification needed',
      });
      expect(await call(t.app, 'webSms/sendSmsCode', body, { lang: 'zh' })).toMatchObject({
        code: 2,
        msg: '请先完成滑动验证',
      });
    });

    test('a slider token pays for one SMS only', async () => {
      const sliderToken = await solveSlider(t.app, t.deps);
      expect(
        (
          await call(t.app, 'webSms/sendSmsCode', {
            phone: nextPhone(),
            purpose: 'register',
            sliderToken,
          })
        ).result,
      ).toBe(true);
      const again = await call(t.app, 'webSms/sendSmsCode', {
        phone: nextPhone(),
        purpose: 'register',
        sliderToken,
      });
      expect(again).toMatchObject({ code: 2, msg: 'Sliding verification needed' });
    });
  });

  describe('SMS code', () => {
    test('one send per minute per phone', async () => {
      const phone = nextPhone();
      await requestSmsCode(t.app, t.deps, phone, 'register');
      const sliderToken = await solveSlider(t.app, t.deps);
      const res = await call(t.app, 'webSms/sendSmsCode', {
        phone,
        purpose: 'register',
        sliderToken,
      });
      expect(res).toMatchObject({
        result: false,
        code: 7,
        msg: 'Codes are sent at most once a minute',
      });
    });

    test('at most ten sends a day per phone', async () => {
      const phone = nextPhone();
      const old = new Date(Date.now() - 3_600_000).toISOString();
      const rows = Array.from({ length: 10 }, (_, i) => ({
        id: `old-${phone}-${i}`,
        phone,
        purpose: 'register',
        code_hash: 'x',
        tries: 0,
        created_at: old,
        expires_at: old,
        used_at: null,
        ip: '1.2.3.4',
      }));
      await t.deps.db.insertInto('sms_codes').values(rows).execute();
      const sliderToken = await solveSlider(t.app, t.deps);
      const res = await call(t.app, 'webSms/sendSmsCode', {
        phone,
        purpose: 'register',
        sliderToken,
      });
      expect(res).toMatchObject({ code: 7, msg: 'Too many codes today for this phone' });
    });

    test('a wrong code is refused and the right one still works; a used code never again', async () => {
      const phone = nextPhone();
      const code = await requestSmsCode(t.app, t.deps, phone, 'register');
      const wrong = code === '000000' ? '111111' : '000000';
      const bad = await call(t.app, 'webAuth/register', registerBody(phone, wrong));
      expect(bad).toMatchObject({
        result: false,
        code: 2,
        msg: 'Wrong or expired verification code',
      });
      expect((await call(t.app, 'webAuth/register', registerBody(phone, code))).result).toBe(true);
      const reused = await call(
        t.app,
        'webAuth/register',
        registerBody(phone, code, { username: 'other_name' }),
      );
      expect(reused.result).toBe(false);
    });

    test('five wrong tries burn the code', async () => {
      const phone = nextPhone();
      const code = await requestSmsCode(t.app, t.deps, phone, 'register');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) await call(t.app, 'webAuth/register', registerBody(phone, wrong));
      const res = await call(t.app, 'webAuth/register', registerBody(phone, code));
      expect(res).toMatchObject({ result: false, msg: 'Wrong or expired verification code' });
    });

    test('an expired code is refused', async () => {
      const phone = nextPhone();
      const code = await requestSmsCode(t.app, t.deps, phone, 'register');
      await t.deps.db
        .updateTable('sms_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('phone', '=', phone)
        .execute();
      const res = await call(t.app, 'webAuth/register', registerBody(phone, code));
      expect(res.msg).toBe('Wrong or expired verification code');
    });
  });

  describe('registration rules, each rejected with its message and nothing created', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['bad phone', { phone: '12345678901' }, 'phone', 'Enter a correct phone number'],
      [
        'phone with a second digit of 2',
        { phone: '12812345678' },
        'phone',
        'Enter a correct phone number',
      ],
      [
        'weak password',
        { password: 'abc', confirmPassword: 'abc' },
        'password',
        'Password must be 6-20 letters and digits',
      ],
      [
        'password with symbols',
        { password: 'abc123!!', confirmPassword: 'abc123!!' },
        'password',
        'Password must be 6-20 letters and digits',
      ],
      [
        'mismatched confirmation',
        { confirmPassword: 'Abc12346' },
        'confirmPassword',
        'The passwords are inconsistent',
      ],
      ['user name with spaces', { username: 'li lei' }, 'username', 'Enter a correct user name'],
      [
        'agreement not accepted',
        { agreed: false },
        'agreed',
        'Please read and accept the agreement',
      ],
    ];
    test.each(cases)('%s', async (_name, override, field, message) => {
      const phone = nextPhone();
      const before = await t.deps.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const res = await call<Record<string, string>>(
        t.app,
        'webAuth/register',
        registerBody(phone, '123456', override),
      );
      expect(res).toMatchObject({ result: false, code: 2, status: 400 });
      expect(res.data[field]).toBe(message);
      const after = await t.deps.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    test('the same messages in Chinese', async () => {
      const res = await call<Record<string, string>>(
        t.app,
        'webAuth/register',
        registerBody(nextPhone(), '123456', { confirmPassword: 'x1' }),
        { lang: 'zh' },
      );
      expect(res.data.confirmPassword).toBe('两次输入的密码不一致');
    });

    test('a taken user name or phone is refused before the code is spent', async () => {
      const first = await registerUser(t.app, t.deps, 'taken_name');
      const phone = nextPhone();
      const code = await requestSmsCode(t.app, t.deps, phone, 'register');
      const dupName = await call(
        t.app,
        'webAuth/register',
        registerBody(phone, code, { username: 'taken_name' }),
      );
      expect(dupName).toMatchObject({ code: 4, msg: 'This user name is taken' });
      const dupPhone = await call(t.app, 'webAuth/register', registerBody(first.phone, code));
      expect(dupPhone).toMatchObject({ code: 4, msg: 'This phone number is already registered' });
      expect((await call(t.app, 'webAuth/register', registerBody(phone, code))).result).toBe(true);
    });
  });
});
