import type { BodyOf } from '@stone/shared';
import { callApi } from '../../lib/api-on-demand.ts';

/**
 * The sign-in page's calls: plain functions over the API client, no query cache, and the client
 * itself loaded on demand, so the page the most people load first stays small
 * (docs/benchmarks.md). The phone-code calls are the code field's own (components/sms-code).
 */
export const loginByPassword = (body: BodyOf<'webAuth/loginByPassword'>) =>
  callApi('webAuth/loginByPassword', body);

export const loginBySms = (body: BodyOf<'webAuth/loginBySms'>) =>
  callApi('webAuth/loginBySms', body);

export const register = (body: BodyOf<'webAuth/register'>) => callApi('webAuth/register', body);
