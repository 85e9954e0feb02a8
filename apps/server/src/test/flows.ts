import type { SmsPurpose } from '@stone/shared/account/auth';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context.ts';
import { call } from './api-client.ts';

let phoneCounter = 0;
/** A fresh valid phone number per call within a run. */
export const nextPhone = (): string => `139${String(10_000_000 + ++phoneCounter * 7919).slice(-8)}`;

/** Solves the slider as a person would, reading the answer a person would see. */
export async function solveSlider(app: FastifyInstance, deps: AppDeps): Promise<string> {
  const puzzle = await call<{ captchaId: string }>(app, 'webCaptcha/getSliderPuzzle');
  const row = await deps.db
    .selectFrom('captchas')
    .select('answer_x')
    .where('id', '=', puzzle.data.captchaId)
    .executeTakeFirstOrThrow();
  const checked = await call<{ sliderToken: string }>(app, 'webCaptcha/checkSlider', {
    captchaId: puzzle.data.captchaId,
    x: row.answer_x + 2,
    durationMs: 800,
  });
  return checked.data.sliderToken;
}

export async function requestSmsCode(
  app: FastifyInstance,
  deps: AppDeps,
  phone: string,
  purpose: SmsPurpose,
) {
  const sliderToken = await solveSlider(app, deps);
  const sent = await call(app, 'webSms/sendSmsCode', { phone, purpose, sliderToken });
  if (!sent.result) throw new Error(`sms send failed: ${sent.msg}`);
  const code = deps.sms.lastCodeFor?.(phone);
  if (!code) throw new Error('no code sent');
  return code;
}

export async function registerUser(
  app: FastifyInstance,
  deps: AppDeps,
  username: string,
  password = 'Passw0rd',
) {
  const phone = nextPhone();
  const smsCode = await requestSmsCode(app, deps, phone, 'register');
  const res = await call<{ token: string }>(app, 'webAuth/register', {
    phone,
    smsCode,
    username,
    password,
    confirmPassword: password,
    agreed: true,
  });
  if (!res.result) throw new Error(`register failed: ${res.msg}`);
  return { token: res.data.token, phone, username, password };
}

/** A registered user who created an enterprise and so holds its super administrator role. */
export async function createOrgOwner(
  app: FastifyInstance,
  deps: AppDeps,
  username: string,
  orgName: string,
) {
  const user = await registerUser(app, deps, username);
  const org = await call<{ orgId: string }>(
    app,
    'webOrg/createOrg',
    { name: orgName, contact: 'Li Lei', phone: user.phone, address: "Shuitou, Nan'an, Fujian" },
    { token: user.token },
  );
  if (!org.result) throw new Error(`createOrg failed: ${org.msg}`);
  return { ...user, orgId: org.data.orgId };
}
