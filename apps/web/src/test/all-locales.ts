import { en as crudEn } from '../components/crud/locales/en.ts';
import { zh as crudZh } from '../components/crud/locales/zh.ts';
import { en as smsCodeEn } from '../components/sms-code/locales/en.ts';
import { zh as smsCodeZh } from '../components/sms-code/locales/zh.ts';
import { en as layoutEn } from '../layout/locales/en.ts';
import { menuEn } from '../layout/locales/menu-en.ts';
import { menuZh } from '../layout/locales/menu-zh.ts';
import { zh as layoutZh } from '../layout/locales/zh.ts';
import type { LocaleSet, LocaleTree } from '../lib/i18n.ts';
import { en as commonEn } from '../lib/locales/en.ts';
import { zh as commonZh } from '../lib/locales/zh.ts';

// Every feature's locales, found by path so a new feature is checked without being listed.
const FEATURE_LOCALES = import.meta.glob<{ en?: LocaleTree; zh?: LocaleTree }>(
  '../features/*/locales/*.ts',
  { eager: true },
);

/** The i18n namespace of a feature folder: `about-company` → `aboutCompany`. */
const namespaceOf = (folder: string) =>
  folder.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

function collectFeatures(): LocaleSet {
  const set: LocaleSet = {};
  for (const [path, module] of Object.entries(FEATURE_LOCALES)) {
    const match = /features\/([^/]+)\/locales\/(en|zh)\.ts$/.exec(path);
    if (!match?.[1]) continue;
    const ns = namespaceOf(match[1]);
    const entry = (set[ns] ??= { en: {}, zh: {} });
    if (match[2] === 'en' && module.en) entry.en = module.en;
    if (match[2] === 'zh' && module.zh) entry.zh = module.zh;
  }
  return set;
}

/** Every namespace of the app, for tests (the app itself loads them screen by screen). */
export const ALL_LOCALES: LocaleSet = {
  common: { en: commonEn, zh: commonZh },
  menu: { en: menuEn, zh: menuZh },
  layout: { en: layoutEn, zh: layoutZh },
  crud: { en: crudEn, zh: crudZh },
  smsCode: { en: smsCodeEn, zh: smsCodeZh },
  ...collectFeatures(),
};
