/** Envelope codes of api-conventions.md. The client decides by `code` alone. */
export const ERROR_CODES = {
  OK: 0,
  BUSINESS: 1,
  INVALID: 2,
  NOT_FOUND: 3,
  CONFLICT: 4,
  NOT_LOGGED_IN: 5,
  FORBIDDEN: 6,
  THROTTLED: 7,
  INTERNAL: 8,
  TOKEN_RENEWED: 14,
  TOKEN_EXPIRED: 15,
  SESSION_REVOKED: 16,
  MEMBER_DISABLED: 351539,
  ORG_DISABLED: 353001,
  MEMBER_REMOVED: 353028,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Codes that end the session: the web shows one re-login dialog (product-spec §8). */
export const RELOGIN_CODES: readonly number[] = [
  ERROR_CODES.NOT_LOGGED_IN,
  ERROR_CODES.TOKEN_EXPIRED,
  ERROR_CODES.SESSION_REVOKED,
  ERROR_CODES.MEMBER_DISABLED,
  ERROR_CODES.MEMBER_REMOVED,
  ERROR_CODES.ORG_DISABLED,
];

/** HTTP status per code, so logs and proxies make sense; clients never read it. */
export const HTTP_STATUS_BY_CODE: Record<number, number> = {
  0: 200,
  1: 200,
  2: 400,
  3: 404,
  4: 409,
  5: 401,
  6: 403,
  7: 429,
  8: 500,
  14: 200,
  15: 401,
  16: 401,
  351539: 401,
  353001: 401,
  353028: 401,
};

export type Envelope<T> = { result: boolean; code: number; msg: string; data: T };
