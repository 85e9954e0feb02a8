import * as auth from './auth.ts';
import { emptyBody, nullData } from '../common.ts';
import { access, endpoint, type EndpointDef } from '../endpoint-def.ts';
import * as org from './org.ts';
import * as user from './user.ts';

/** Sign-in, sessions, the user's own info, and joining or creating an enterprise (issue 2). */
export const ACCOUNT_ENDPOINTS = {
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
    access('memberManagement'),
  ),
  'webOrg/approveApplication': endpoint(
    org.approveApplicationBody,
    nullData,
    access('memberManagement', 'review'),
  ),
  'webOrg/rejectApplication': endpoint(
    org.rejectApplicationBody,
    nullData,
    access('memberManagement', 'review'),
  ),
  'webMes/jumpToMes': endpoint(emptyBody, user.jumpToMesData, access('index')),
} as const satisfies Record<string, EndpointDef>;
