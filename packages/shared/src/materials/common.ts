import { z } from 'zod';
import { nonNegativeInt32 } from '../integers.ts';
import { MATERIAL_LIMITS } from './enums.ts';
import { singleLineText } from '../text.ts';

/** Shared pieces of the inventory schemas (issue 13). */
export const requiredText = (max: number) =>
  singleLineText().trim().min(1, 'common.required').max(max, 'common.tooLong');
export const optionalText = (max: number) =>
  singleLineText().trim().max(max, 'common.tooLong').optional();

/** Codes are printed and scanned: letters, digits, '-' and '_' only. */
export const codeSchema = requiredText(MATERIAL_LIMITS.codeMax).regex(
  /^[A-Za-z0-9_-]+$/,
  'material.codeFormat',
);
export const sortSchema = nonNegativeInt32('material.sortRange').max(
  MATERIAL_LIMITS.sortMax,
  'material.sortRange',
);
export { createdData, deleteBody, idBody, idField, requestIdField, versionField } from '../crud.ts';
/** m² with two decimals, exact (api-conventions: areas travel as decimal strings). */
export const areaM2String = z.string().regex(/^\d+\.\d{2}$/);
