import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { passwordSchema, phoneSchema, smsCodeSchema, usernameSchema } from '@stone/shared/common';
import { SIGN_IN_RULES } from './sign-in-rules.ts';

const SAMPLES = [
  '',
  '13800138000',
  '12800138000',
  '1380013800',
  '123456',
  '12345',
  'abc123',
  'abc 123',
  'user_name',
  'a'.repeat(32),
  'a'.repeat(33),
  'abcdefghij1234567890',
  'abcdefghij12345678901',
  '密码123456',
];

async function passes(rule: unknown, value: string): Promise<boolean> {
  const validator = (rule as RuleObject).validator;
  try {
    await validator?.(rule as RuleObject, value, () => undefined);
    return true;
  } catch {
    return false;
  }
}

/** The sign-in forms avoid zod for bundle size; they must still agree with the schemas. */
describe('sign-in rules agree with the shared schemas', () => {
  it.each([
    ['phone', SIGN_IN_RULES.phone, phoneSchema],
    ['smsCode', SIGN_IN_RULES.smsCode, smsCodeSchema],
    ['username', SIGN_IN_RULES.username, usernameSchema],
    ['password', SIGN_IN_RULES.password, passwordSchema],
  ] as const)('%s', async (_name, rule, schema) => {
    for (const sample of SAMPLES) {
      expect(await passes(rule, sample), sample).toBe(schema.safeParse(sample).success);
    }
  });
});
