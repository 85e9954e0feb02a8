import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@stone/shared/limits';
import { storeLanguage } from './language.ts';

export type LocaleTree = { [key: string]: string | LocaleTree };

/** namespace → the same tree in both languages. */
export type LocaleSet = Record<string, { en: LocaleTree; zh: LocaleTree }>;

/** A table of shared messages, key → text per language (MESSAGES or one area's part of it). */
export type MessageTable = Record<string, { en: string; zh: string }>;

/** Server messages (`validation.phone`, …) as a nested tree, so `t('messages:validation.phone')`. */
export function buildMessagesTree(table: MessageTable, language: Language): LocaleTree {
  const tree: LocaleTree = {};
  for (const [key, value] of Object.entries(table)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else node = node[part] = {};
    }
    node[parts[parts.length - 1] ?? key] = value[language];
  }
  return tree;
}

/** Texts registered before `initI18n` ran (a module imported early); added at init. */
const pending: LocaleSet = {};
const pendingMessages: MessageTable[] = [];

export function initI18n(locales: LocaleSet, language: Language): typeof i18next {
  // Shared messages come with what shows them: the account ones with the sign-in forms' rules and
  // the API client (lib/api-on-demand.ts), all of them with the signed-in area (auth-gate.tsx).
  const en: Record<string, LocaleTree> = { messages: {} };
  const zh: Record<string, LocaleTree> = { messages: {} };
  for (const [ns, pair] of Object.entries({ ...pending, ...locales })) {
    en[ns] = pair.en;
    zh[ns] = pair.zh;
  }
  void i18next.use(initReactI18next).init({
    resources: { en, zh },
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  pendingMessages.splice(0).forEach(addMessages);
  applyLanguageSideEffects(language);
  return i18next;
}

/** Load a namespace that ships with a lazily loaded screen. */
export function addLocales(ns: string, pair: { en: LocaleTree; zh: LocaleTree }): void {
  if (!i18next.isInitialized) {
    pending[ns] = pair;
    return;
  }
  if (!i18next.hasResourceBundle('en', ns)) i18next.addResourceBundle('en', ns, pair.en);
  if (!i18next.hasResourceBundle('zh', ns)) i18next.addResourceBundle('zh', ns, pair.zh);
}

/** Merge more shared messages into the `messages` namespace. */
export function addMessages(table: MessageTable): void {
  if (!i18next.isInitialized) {
    pendingMessages.push(table);
    return;
  }
  for (const language of ['en', 'zh'] as const) {
    i18next.addResourceBundle(language, 'messages', buildMessagesTree(table, language), true, true);
  }
}

function applyLanguageSideEffects(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return i18next.language === 'en' ? 'en' : 'zh';
}

/** What a language needs besides these texts (antd's locale, app/antd-locale.ts), loaded first. */
let prepareLanguage: (language: Language) => Promise<void> = async () => undefined;

export function setLanguagePreparer(prepare: (language: Language) => Promise<void>): void {
  prepareLanguage = prepare;
}

/** Switch every text; Ant Design (providers) and dayjs (lib/dates) follow i18next. */
export async function switchLanguage(language: Language): Promise<void> {
  await prepareLanguage(language);
  storeLanguage(language);
  applyLanguageSideEffects(language);
  await i18next.changeLanguage(language);
}

/** Translate a shared message key (as zod schema messages are), falling back to the text. */
export function translateMessage(keyOrText: string): string {
  const key = `messages:${keyOrText}`;
  return isMessageKey(key) ? i18next.t(key) : keyOrText;
}

/** A server or schema text may be a message key or already plain text: the table says which. */
const isMessageKey = (key: string): key is `messages:${ParseKeys<'messages'>}` =>
  i18next.exists(key);
