import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { idSchema } from '@stone/shared/common';
import { setTestLanguage } from '../test/render.tsx';
import { schemaRule } from './form-rules.ts';

async function messageOf(rule: unknown, value: unknown): Promise<string | null> {
  try {
    await (rule as RuleObject).validator?.(rule as RuleObject, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Issue 23: an empty id field showed zod's "Too small: expected string to have >=1 characters"
 * in both languages. A field checked by a shared schema reads the shared message instead.
 */
describe.each([
  ['en', 'Required', 'Too long'],
  ['zh', '必填', '长度超出限制'],
] as const)('a shared schema rule (%s)', (language, required, tooLong) => {
  it('an empty or missing id reads "required", a long one "too long", never zod English', async () => {
    await setTestLanguage(language);
    const rule = schemaRule(idSchema);
    expect(await messageOf(rule, '')).toBe(required);
    expect(await messageOf(rule, 'x'.repeat(65))).toBe(tooLong);
    await setTestLanguage('en');
  });
});
