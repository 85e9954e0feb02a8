import { z } from 'zod';
import { nonNegativeInt32 } from '../integers.ts';
import type { MessageKey } from '../messages.ts';
import { singleLineText } from '../text.ts';
import { PROCESS_LIMITS } from './enums.ts';

/** Field schemas the catalogue's entities share. */
export const requiredText = (max: number) =>
  singleLineText().trim().min(1, 'common.required').max(max, 'common.tooLong');
export const optionalText = (max: number) =>
  singleLineText().trim().max(max, 'common.tooLong').optional();
export const textWithDefault = (max: number) =>
  singleLineText().trim().max(max, 'common.tooLong').default('');

/**
 * Money as the form types it: digits with at most two decimals (product-spec §5), never a
 * binary float; stored as integer cents (units.ts, docs/adr/0012). A minus sign fails the
 * pattern, so a negative cost is refused with the same message.
 */
export const MONEY_PATTERN = new RegExp(`^\\d{1,${PROCESS_LIMITS.moneyIntDigits}}(\\.\\d{1,2})?$`);
export const moneyText = (key: MessageKey) => singleLineText().trim().regex(MONEY_PATTERN, key);

/** A code printed on labels and typed at import: required, no spaces (§5 "line code"). */
export const spacelessCode = (key: MessageKey) =>
  singleLineText()
    .trim()
    .min(1, key)
    .max(PROCESS_LIMITS.codeMax, 'common.tooLong')
    .regex(/^\S+$/, key);

export const sizeMm = nonNegativeInt32('process.sizeValue').max(
  PROCESS_LIMITS.sizeMaxMm,
  'process.sizeValue',
);
export const sortField = nonNegativeInt32('processContent.sortRange').max(
  PROCESS_LIMITS.sortMax,
  'processContent.sortRange',
);
export const money = z.string();
