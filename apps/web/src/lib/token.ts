import Cookies from 'js-cookie';
import { LIMITS } from '@stone/shared/limits';

/** The session token lives in a cookie for 7 days (product-spec §7). */
export const TOKEN_COOKIE = 'stone_token';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: LIMITS.tokenCookieDays,
    sameSite: 'lax',
    path: '/',
  });
}

export function clearToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export const hasToken = (): boolean => getToken() !== undefined;
