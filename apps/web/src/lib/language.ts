import Cookies from 'js-cookie';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@stone/shared/limits';

export const LANGUAGE_COOKIE = 'language';

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/** A language tag such as `en-GB` or `zh-Hans-CN` mapped onto the two we speak, if any. */
export function normalizeLanguage(tag: string | undefined): Language | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/** zh by default; the cookie first, then the browser's languages in order (product-spec §1). */
export function detectLanguage(
  cookieValue: string | undefined,
  browserLanguages: readonly string[],
): Language {
  const fromCookie = normalizeLanguage(cookieValue);
  if (fromCookie) return fromCookie;
  for (const tag of browserLanguages) {
    const found = normalizeLanguage(tag);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

export function detectBrowserLanguage(): Language {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectLanguage(Cookies.get(LANGUAGE_COOKIE), languages);
}

export function storeLanguage(language: Language): void {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365, sameSite: 'lax', path: '/' });
}
