import { describe, expect, it } from 'vitest';
import { detectLanguage, normalizeLanguage } from './language.ts';

describe('language detection', () => {
  it('prefers the cookie over the browser', () => {
    expect(detectLanguage('en', ['zh-CN', 'zh'])).toBe('en');
    expect(detectLanguage('zh', ['en-US', 'en'])).toBe('zh');
  });

  it('falls back to the first browser language we speak', () => {
    expect(detectLanguage(undefined, ['fr-FR', 'en-GB', 'zh'])).toBe('en');
    expect(detectLanguage(undefined, ['zh-Hans-CN'])).toBe('zh');
    expect(detectLanguage('', ['en_US'])).toBe('en');
  });

  it('ignores a cookie it does not understand', () => {
    expect(detectLanguage('de', ['en-US'])).toBe('en');
  });

  it('defaults to zh', () => {
    expect(detectLanguage(undefined, [])).toBe('zh');
    expect(detectLanguage(undefined, ['fr', 'de'])).toBe('zh');
  });

  it('normalizes language tags', () => {
    expect(normalizeLanguage('EN-us')).toBe('en');
    expect(normalizeLanguage('zh-TW')).toBe('zh');
    expect(normalizeLanguage('ja')).toBeUndefined();
  });
});
