import type { MessageKey } from '@stone/shared/messages';
import type { en as crud } from '../components/crud/locales/en.ts';
import type { en as pieceStatus } from '../components/piece-status/locales/en.ts';
import type { en as smsCode } from '../components/sms-code/locales/en.ts';
import type { en as aboutCompany } from '../features/about-company/locales/en.ts';
import type { en as auth } from '../features/auth/locales/en.ts';
import type { en as boards } from '../features/boards/locales/en.ts';
import type { en as boxOrders } from '../features/box-orders/locales/en.ts';
import type { en as cutting } from '../features/cutting/locales/en.ts';
import type { en as doc } from '../features/doc/locales/en.ts';
import type { en as errors } from '../features/errors/locales/en.ts';
import type { en as frames } from '../features/frames/locales/en.ts';
import type { en as home } from '../features/home/locales/en.ts';
import type { en as materialFlows } from '../features/material-flows/locales/en.ts';
import type { en as materials } from '../features/materials/locales/en.ts';
import type { en as members } from '../features/members/locales/en.ts';
import type { en as mes } from '../features/mes/locales/en.ts';
import type { en as orgInfo } from '../features/org-info/locales/en.ts';
import type { en as orders } from '../features/orders/locales/en.ts';
import type { en as packing } from '../features/packing/locales/en.ts';
import type { en as pay } from '../features/pay/locales/en.ts';
import type { en as personalSettings } from '../features/personal-settings/locales/en.ts';
import type { en as processes } from '../features/processes/locales/en.ts';
import type { en as productionPlans } from '../features/production-plans/locales/en.ts';
import type { en as projects } from '../features/projects/locales/en.ts';
import type { en as quotas } from '../features/quotas/locales/en.ts';
import type { en as roles } from '../features/roles/locales/en.ts';
import type { en as settlements } from '../features/settlements/locales/en.ts';
import type { en as teams } from '../features/teams/locales/en.ts';
import type { en as workReports } from '../features/work-reports/locales/en.ts';
import type { en as productionControl } from '../features/production-control/locales/en.ts';
import type { en as layout } from '../layout/locales/en.ts';
import type { menuEn as menu } from '../layout/locales/menu-en.ts';
import type { en as common } from '../lib/locales/en.ts';

/** `validation.phone` → `{ validation: { phone: string } }`: the tree lib/i18n.ts builds. */
type DottedTree<K extends string> = {
  [Head in K extends `${infer H}.${string}` ? H : K]: Head extends K
    ? string
    : DottedTree<K extends `${Head}.${infer Rest}` ? Rest : never>;
};

/**
 * Every namespace the app registers, with its English tree as the shape (zh is typed as en), so
 * a wrong `t()` key, a wrong namespace or a key missing from a locale fails the type check. Each
 * namespace is still loaded by its own screen at run time (`addLocales`); this file only names
 * their types, which cost the bundles nothing.
 */
export type AppResources = {
  common: typeof common;
  menu: typeof menu;
  layout: typeof layout;
  crud: typeof crud;
  pieceStatus: typeof pieceStatus;
  smsCode: typeof smsCode;
  messages: DottedTree<MessageKey>;
  aboutCompany: typeof aboutCompany;
  auth: typeof auth;
  boards: typeof boards;
  boxOrders: typeof boxOrders;
  cutting: typeof cutting;
  doc: typeof doc;
  errors: typeof errors;
  frames: typeof frames;
  home: typeof home;
  materialFlows: typeof materialFlows;
  materials: typeof materials;
  members: typeof members;
  mes: typeof mes;
  orgInfo: typeof orgInfo;
  orders: typeof orders;
  packing: typeof packing;
  pay: typeof pay;
  personalSettings: typeof personalSettings;
  processes: typeof processes;
  productionPlans: typeof productionPlans;
  projects: typeof projects;
  quotas: typeof quotas;
  roles: typeof roles;
  settlements: typeof settlements;
  teams: typeof teams;
  workReports: typeof workReports;
  productionControl: typeof productionControl;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AppResources;
  }
}
