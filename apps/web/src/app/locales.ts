import type { LocaleSet } from '../lib/i18n.ts';
import { en as commonEn } from '../lib/locales/en.ts';
import { zh as commonZh } from '../lib/locales/zh.ts';

/**
 * Namespaces loaded at start. Every screen registers its own texts when its chunk loads
 * (`addLocales`), so a page carries only the words it shows.
 */
export const LOCALES = {
  common: { en: commonEn, zh: commonZh },
} satisfies LocaleSet;
