import type { Language } from '@stone/shared';

/** `Accept-Language: en…` answers in English; anything else in Chinese, the default. */
export function languageOf(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
