import type { ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint, ok, requireAuth } from '../../plugins/define-endpoint.ts';
import { checkPuzzle, createPuzzle } from './captcha.service.ts';
import { loginByPassword, loginBySms, register } from './auth.service.ts';
import { changePassword } from './password.service.ts';
import { revokeSession } from './session.service.ts';
import { sendSmsCode } from './sms-code.service.ts';

export function registerAuthRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webCaptcha/getSliderPuzzle', async () => ok(await createPuzzle(deps)));
  defineEndpoint(app, 'webCaptcha/checkSlider', async ({ body }) =>
    ok(await checkPuzzle(deps, body)),
  );
  defineEndpoint(app, 'webSms/sendSmsCode', async ({ body, request }) => {
    await sendSmsCode(deps, { ...body, ip: request.ip });
    return ok(null, 'sms.sent');
  });
  defineEndpoint(app, 'webAuth/register', async ({ body }) =>
    ok({ token: await register(deps, body) }, 'auth.registerSuccess'),
  );
  defineEndpoint(app, 'webAuth/loginByPassword', async ({ body, request }) =>
    ok({ token: await loginByPassword(deps, { ...body, ip: request.ip }) }, 'auth.loginSuccess'),
  );
  defineEndpoint(app, 'webAuth/loginBySms', async ({ body }) =>
    ok({ token: await loginBySms(deps, body.phone, body.smsCode) }, 'auth.loginSuccess'),
  );
  defineEndpoint(app, 'logout', async ({ auth }) => {
    await revokeSession(deps, requireAuth(auth).sessionId, 'logout');
    return ok(null);
  });
  defineEndpoint(app, 'webUser/changePassword', async ({ body, auth }) => {
    await changePassword(deps, requireAuth(auth), body);
    return ok(null, 'common.modified');
  });
}

/** Unique keys with messages of their own (lib/db-errors.ts). */
export const AUTH_UNIQUE_KEYS: readonly UniqueKey[] = [
  { name: 'users_phone_key', columns: 'users.phone', key: 'auth.phoneTaken' },
  { name: 'users_username_key', columns: 'users.username', key: 'auth.usernameTaken' },
];

export const AUTH_MODULE: ServerModule = {
  register: registerAuthRoutes,
  uniqueKeys: AUTH_UNIQUE_KEYS,
};
