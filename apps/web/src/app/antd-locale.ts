import type { Locale } from 'antd/es/locale';
import type { Language } from '@stone/shared/limits';

/**
 * Ant Design's texts (pagination, date picker, dialogs' buttons) for one language, loaded on
 * demand: a page carries only the language it shows. main.tsx loads the first one before the
 * first paint, and switchLanguage (lib/i18n.ts) the other before it switches.
 */
const LOADERS: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/locale/en_US'),
  zh: () => import('antd/locale/zh_CN'),
};

const loaded: Partial<Record<Language, Locale>> = {};

export async function loadAntdLocale(language: Language): Promise<void> {
  loaded[language] ??= (await LOADERS[language]()).default;
}

/** The locale of `language`, or, while it loads, of the language shown until now. */
export function antdLocale(language: Language): Locale | undefined {
  return loaded[language] ?? loaded[language === 'en' ? 'zh' : 'en'];
}
