import type { z } from 'zod';
import * as auth from './auth.ts';
import { emptyBody, nullData } from './common.ts';
import * as org from './org.ts';
import * as user from './user.ts';

/**
 * Who may call an endpoint. `public`: anyone; `session`: any signed-in user, with or without an
 * enterprise; `{ route, action? }`: a member of an enterprise whose plan has the route and whose
 * role grants it (and the action, when named).
 */
export type Access = 'public' | 'session' | { route: string; action?: string };

export type EndpointDef = { body: z.ZodType; data: z.ZodType; access: Access };

function endpoint<B extends z.ZodType, D extends z.ZodType>(body: B, data: D, access: Access) {
  return { body, data, access };
}

/** Every JSON endpoint, by path under /api/v1/. One schema pair each, shared by server and web. */
export const ENDPOINTS = {
  'webCaptcha/getSliderPuzzle': endpoint(emptyBody, auth.sliderPuzzleData, 'public'),
  'webCaptcha/checkSlider': endpoint(auth.checkSliderBody, auth.checkSliderData, 'public'),
  'webSms/sendSmsCode': endpoint(auth.sendSmsCodeBody, nullData, 'public'),
  'webAuth/register': endpoint(auth.registerBody, auth.tokenData, 'public'),
  'webAuth/loginByPassword': endpoint(auth.loginByPasswordBody, auth.tokenData, 'public'),
  'webAuth/loginBySms': endpoint(auth.loginBySmsBody, auth.tokenData, 'public'),
  logout: endpoint(emptyBody, nullData, 'session'),
  'webUser/getCurMcUserInfo': endpoint(emptyBody, user.userInfoData, 'session'),
  'webUser/changePassword': endpoint(auth.changePasswordBody, nullData, 'session'),
  'webOrg/createOrg': endpoint(org.createOrgBody, org.createOrgData, 'session'),
  'webOrg/searchOrg': endpoint(org.searchOrgBody, org.searchOrgData, 'session'),
  'webOrg/applyJoinOrg': endpoint(org.applyJoinOrgBody, org.applicationData, 'session'),
  'webOrg/getMyApplications': endpoint(emptyBody, org.myApplicationsData, 'session'),
  'webOrg/cancelApplication': endpoint(org.applicationIdBody, nullData, 'session'),
  'webOrg/getJoinApplicationList': endpoint(
    org.joinApplicationListBody,
    org.joinApplicationListData,
    {
      route: 'memberManagement',
    },
  ),
  'webOrg/approveApplication': endpoint(org.approveApplicationBody, nullData, {
    route: 'memberManagement',
    action: 'review',
  }),
  'webOrg/rejectApplication': endpoint(org.rejectApplicationBody, nullData, {
    route: 'memberManagement',
    action: 'review',
  }),
  'webMes/jumpToMes': endpoint(emptyBody, user.jumpToMesData, { route: 'index' }),
} as const satisfies Record<string, EndpointDef>;

export type EndpointPath = keyof typeof ENDPOINTS;
export type BodyOf<P extends EndpointPath> = z.input<(typeof ENDPOINTS)[P]['body']>;
export type DataOf<P extends EndpointPath> = z.output<(typeof ENDPOINTS)[P]['data']>;

export const API_PREFIX = '/api/v1/';
