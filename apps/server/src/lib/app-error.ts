import { ERROR_CODES, type MessageKey } from '@stone/shared';

/** The one error type services throw; the envelope plugin turns it into `{result:false,...}`. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly data: unknown = null,
    /** Values for the message's `{name}` parts (e.g. the rack number that clashed). */
    readonly params?: Record<string, string | number>,
  ) {
    super(messageKey);
  }
}

/** Puts `params` into a message's `{name}` parts. */
export const fillMessage = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (part, name: string) =>
    name in params ? String(params[name]) : part,
  );

export const invalid = (key: MessageKey, fields?: Record<string, MessageKey>) =>
  new AppError(ERROR_CODES.INVALID, key, fields ?? null);
export const notFound = (key: MessageKey = 'common.notFound') =>
  new AppError(ERROR_CODES.NOT_FOUND, key);
export const conflict = (key: MessageKey = 'common.conflict') =>
  new AppError(ERROR_CODES.CONFLICT, key);
export const forbidden = () => new AppError(ERROR_CODES.FORBIDDEN, 'auth.forbidden');
export const throttled = (key: MessageKey = 'common.tooManyRequests') =>
  new AppError(ERROR_CODES.THROTTLED, key);
