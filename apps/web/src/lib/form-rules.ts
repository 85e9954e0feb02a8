import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import i18next from 'i18next';
import type { MessageKey } from '@stone/shared/messages';
import { ApiError } from './api-error.ts';
import { translateMessage } from './i18n.ts';

/** Anything with zod's `safeParse`; kept structural so this file doesn't pull in zod itself. */
type SafeParser = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};

/** An antd rule from a shared zod schema: its message keys become translated text. */
export function schemaRule(schema: SafeParser): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const key = result.error?.issues[0]?.message ?? 'common.invalidValue';
      throw new Error(translateMessage(key));
    },
  };
}

/** A rule from a shared pattern (PATTERNS) and the shared message its schema uses. */
export function patternRule(pattern: RegExp, key: MessageKey, maxLength = Infinity): Rule {
  return checkRule((value) => {
    const text = typeof value === 'string' ? value : '';
    return text.length <= maxLength && pattern.test(text);
  }, key);
}

/** A rule that fails with a shared message when `isValid` says no. */
export function checkRule(isValid: (value: unknown) => boolean, key: MessageKey): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (!isValid(value)) throw new Error(i18next.t(`messages:${key}`));
    },
  };
}

/** Show a code-2 answer's `{ field: message }` beside the fields it names. */
export function applyFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = Object.entries(error.data as Record<string, unknown>)
    .filter(([name, msg]) => known.has(name) && typeof msg === 'string')
    .map(([name, msg]) => ({ name, errors: [translateMessage(msg as string)] }));
  if (fields.length) form.setFields(fields);
}
