import { ACCOUNT_MESSAGES } from './account/messages.ts';
import { ENTERPRISE_MESSAGES } from './enterprise/messages.ts';
import { CUTTING_MESSAGES } from './cutting/messages.ts';
import { FLOW_MESSAGES } from './material-flows/messages.ts';
import { FRAME_MESSAGES } from './frames/messages.ts';
import { MATERIAL_MESSAGES } from './materials/messages.ts';
import { STONE_MESSAGES } from './materials/stone-messages.ts';
import { PLAN_MESSAGES } from './planning/messages.ts';
import { PROCESS_MESSAGES } from './processes/process-messages.ts';
import { PROJECT_MESSAGES } from './projects/messages.ts';
import { SETTINGS_MESSAGES } from './projects/settings-messages.ts';
import { SECONDARY_MESSAGES } from './projects/secondary-messages.ts';
import { WORK_REPORT_MESSAGES } from './production/work-report-messages.ts';
import { PACKING_MESSAGES } from './packing/messages.ts';
import { BOX_ORDER_MESSAGES } from './box-orders/messages.ts';
import { PLAN_TASK_MESSAGES } from './production/plan-task-messages.ts';
import { ORDER_MESSAGES } from './orders/messages.ts';
import { SETTLEMENT_MESSAGES } from './settlements/messages.ts';
import { TEAM_MESSAGES } from './teams/messages.ts';
import { PAY_MESSAGES } from './pay/messages.ts';

/** All server and validation messages, merged from each area's own table. */
export const MESSAGES = {
  ...ACCOUNT_MESSAGES,
  ...ENTERPRISE_MESSAGES,
  ...PLAN_MESSAGES,
  ...PROJECT_MESSAGES,
  ...SETTINGS_MESSAGES,
  ...SECONDARY_MESSAGES,
  ...MATERIAL_MESSAGES,
  ...STONE_MESSAGES,
  ...FLOW_MESSAGES,
  ...CUTTING_MESSAGES,
  ...PROCESS_MESSAGES,
  ...WORK_REPORT_MESSAGES,
  ...PACKING_MESSAGES,
  ...PLAN_TASK_MESSAGES,
  ...FRAME_MESSAGES,
  ...BOX_ORDER_MESSAGES,
  ...ORDER_MESSAGES,
  ...SETTLEMENT_MESSAGES,
  ...TEAM_MESSAGES,
  ...PAY_MESSAGES,
} as const satisfies Record<string, { en: string; zh: string }>;

export type MessageKey = keyof typeof MESSAGES;

export function translate(key: MessageKey, lang: 'zh' | 'en'): string {
  return MESSAGES[key][lang];
}
