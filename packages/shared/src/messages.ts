import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { ADMIN_MESSAGES } from './admin-messages.ts';

/** All server and validation messages, merged from each area's own table. */
export const MESSAGES = {
  ...ACCOUNT_MESSAGES,
  ...ADMIN_MESSAGES,
} as const satisfies Record<string, { en: string; zh: string }>;

export type MessageKey = keyof typeof MESSAGES;

export function translate(key: MessageKey, lang: 'zh' | 'en'): string {
  return MESSAGES[key][lang];
}
