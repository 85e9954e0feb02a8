import { ERROR_CODES, LIMITS } from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import { AppError, throttled } from '../../lib/app-error.ts';
import { addMs, newId, nowIso, randomDigits, sha256 } from '../../lib/crypto.ts';
import { consumeSliderToken } from './captcha.service.ts';
import {
  findLatestSmsCode,
  insertSmsCode,
  listSmsSendTimes,
  markSmsCodeUsed,
  setSmsCodeTries,
} from './sms-code.repository.ts';

const DAY_MS = 86_400_000;

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

/** A code asked for a phone, with the slider token that proves a person asked, from `ip`. */
export type SmsCodeRequest = { phone: string; purpose: string; sliderToken: string; ip: string };

export async function sendSmsCode(deps: AppDeps, request: SmsCodeRequest) {
  const { phone, purpose, sliderToken, ip } = request;
  if (deps.throttles.smsSendsPerIp.isBlocked(ip)) throw throttled('common.tooManyRequests');
  const now = nowIso();
  const recent = await listSmsSendTimes(deps.db, phone, addMs(now, -DAY_MS));
  const latest = recent[0];
  if (latest && Date.parse(now) - Date.parse(latest) < LIMITS.smsResendSeconds * 1000) {
    throw throttled('sms.tooFrequent');
  }
  if (recent.length >= LIMITS.smsDailyPerPhone) throw throttled('sms.dailyLimit');
  await consumeSliderToken(deps, sliderToken);
  deps.throttles.smsSendsPerIp.hit(ip);

  const id = newId();
  const code = randomDigits(6);
  await insertSmsCode(deps.db, {
    id,
    phone,
    purpose,
    code_hash: codeHash(id, code),
    tries: 0,
    created_at: now,
    expires_at: addMs(now, LIMITS.smsCodeTtlSeconds * 1000),
    used_at: null,
    ip,
  });
  await deps.sms.send(phone, code);
}

const wrongCode = () =>
  new AppError(ERROR_CODES.INVALID, 'sms.codeWrong', { smsCode: 'sms.codeWrong' });

/** Single use, 10 minutes, at most 5 tries; only the newest code of a phone and purpose counts. */
export async function verifySmsCode(deps: AppDeps, phone: string, purpose: string, code: string) {
  const row = await findLatestSmsCode(deps.db, phone, purpose);
  if (!row || row.used_at || row.tries >= LIMITS.smsCodeMaxTries || nowIso() >= row.expires_at)
    throw wrongCode();
  if (row.code_hash !== codeHash(row.id, code)) {
    await setSmsCodeTries(deps.db, row.id, row.tries + 1);
    throw wrongCode();
  }
  if (!(await markSmsCodeUsed(deps.db, row.id, nowIso()))) throw wrongCode();
}
