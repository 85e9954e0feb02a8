import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

// components/ is outside the feature-locale sweep of test/locales.test.ts, so it checks itself.
describe('crud locales', () => {
  it('has the same keys in both languages and no Chinese in English', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const text of Object.values(en)) expect(/[\u3400-\u9fff]/.test(text)).toBe(false);
    for (const text of Object.values(zh)) expect(text.trim()).not.toBe('');
  });
});
