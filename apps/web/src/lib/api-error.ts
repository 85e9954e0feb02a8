import { ERROR_CODES } from '@stone/shared/error-codes';

// Apart from the client so forms can recognise a failed call without loading axios
// (the sign-in page loads the client on demand, lib/api-on-demand.ts).

/** A call that did not succeed. `code` 1 is a business answer the caller handles itself. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/** Screens ask this instead of reading codes (CONVENTIONS rule 3). */
export const isBusinessAnswer = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ERROR_CODES.BUSINESS;

/**
 * The server's budget for this address is spent (HTTP 429): the call may simply be repeated
 * later. Callers back off and retry; nobody is signed out for it.
 */
export const isThrottled = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ERROR_CODES.THROTTLED;
