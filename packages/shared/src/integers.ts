import { z } from 'zod';
import type { MessageKey } from './messages.ts';
// zod's English defaults never reach a person: refusals without a message of their own get a key.
import './zod-messages.ts';

/**
 * Integers as the columns hold them. Every integer column is a portable `integer`: 32 bits on
 * PostgreSQL, which answers a larger value with "value out of range" (a 500), while SQLite would
 * store it. So every integer a body carries is bounded here, and both databases refuse it alike:
 * code 2 naming the field. The two `bigint` columns (areas in mm²) are computed by the server
 * and travel as decimal m² strings, so no body or answer carries them as a number.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** Any value of an `integer` column. Without a key the field reads "invalid value". */
export const int32 = (message?: MessageKey) =>
  z.number(message).int(message).min(INT32_MIN, message).max(INT32_MAX, message);

/** Counts, sizes and sort orders: 0 up to the column's limit. */
export const nonNegativeInt32 = (message?: MessageKey) => int32(message).min(0, message);

/** Versions and page numbers: 1 up to the column's limit. */
export const positiveInt32 = (message?: MessageKey) => int32(message).min(1, message);
