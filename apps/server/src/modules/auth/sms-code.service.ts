import { ERROR_CODES, LIMITS } from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import { AppError, throttled } from '../../lib/app-error.ts';
import { addMs, newId, nowIso, randomDigits, sha256 } from '../../lib/crypto.ts';
import { WindowCounter } from '../../lib/throttle.ts';
import { consumeSliderToken } from './captcha.service.ts';

const DAY_MS = 86_400_000;
const perIpSends = new WindowCounter(3_600_000, 30);

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

export async function sendSmsCode(
  deps: AppDeps,
  phone: string,
  purpose: string,
  sliderToken: string,
  ip: string,
) {
  if (perIpSends.isBlocked(ip)) throw throttled('common.tooManyRequests');
  const now = nowIso();
  const recent = await deps.db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('phone', '=', phone)
    .where('created_at', '>', addMs(now, -DAY_MS))
    .orderBy('created_at', 'desc')
    .execute();
  const latest = recent[0];
  if (latest && Date.parse(now) - Date.parse(latest.created_at) < LIMITS.smsResendSeconds * 1000) {
    throw throttled('sms.tooFrequent');
  }
  if (recent.length >= LIMITS.smsDailyPerPhone) throw throttled('sms.dailyLimit');
  await consumeSliderToken(deps, sliderToken);
  perIpSends.hit(ip);

  const id = newId();
  const code = randomDigits(6);
  await deps.db
    .insertInto('sms_codes')
    .values({
      id,
      phone,
      purpose,
      code_hash: codeHash(id, code),
      tries: 0,
      created_at: now,
      expires_at: addMs(now, LIMITS.smsCodeTtlSeconds * 1000),
      used_at: null,
      ip,
    })
    .execute();
  await deps.sms.send(phone, code);
}

const wrongCode = () =>
  new AppError(ERROR_CODES.INVALID, 'sms.codeWrong', { smsCode: 'sms.codeWrong' });

/** Single use, 10 minutes, at most 5 tries; only the newest code of a phone and purpose counts. */
export async function verifySmsCode(deps: AppDeps, phone: string, purpose: string, code: string) {
  const row = await deps.db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.used_at || row.tries >= LIMITS.smsCodeMaxTries || nowIso() >= row.expires_at)
    throw wrongCode();
  if (row.code_hash !== codeHash(row.id, code)) {
    await deps.db
      .updateTable('sms_codes')
      .set({ tries: row.tries + 1 })
      .where('id', '=', row.id)
      .execute();
    throw wrongCode();
  }
  const used = await deps.db
    .updateTable('sms_codes')
    .set({ used_at: nowIso() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw wrongCode();
}
