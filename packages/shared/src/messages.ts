import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { ADMIN_MESSAGES } from './admin-messages.ts';
import { FLOW_MESSAGES } from './flow-messages.ts';
import { MATERIAL_MESSAGES } from './material-messages.ts';
import { PLAN_MESSAGES } from './plan-messages.ts';
import { PROJECT_MESSAGES } from './project-messages.ts';

/** All server and validation messages, merged from each area's own table. */
export const MESSAGES = {
  ...ACCOUNT_MESSAGES,
  ...ADMIN_MESSAGES,
  ...PLAN_MESSAGES,
  ...PROJECT_MESSAGES,
  ...MATERIAL_MESSAGES,
  ...FLOW_MESSAGES,
} as const satisfies Record<string, { en: string; zh: string }>;

export type MessageKey = keyof typeof MESSAGES;

export function translate(key: MessageKey, lang: 'zh' | 'en'): string {
  return MESSAGES[key][lang];
}
