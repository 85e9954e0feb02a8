import type { BodyOf } from '@stone/shared';
import { api } from '../../lib/api.ts';

/**
 * The sign-in page's calls: plain functions over the API client, no query cache, so the page
 * the most people load first stays small (docs/benchmarks.md). The phone-code calls are the
 * code field's own (components/sms-code).
 */
export const loginByPassword = (body: BodyOf<'webAuth/loginByPassword'>) =>
  api.call('webAuth/loginByPassword', body);

export const loginBySms = (body: BodyOf<'webAuth/loginBySms'>) =>
  api.call('webAuth/loginBySms', body);

export const register = (body: BodyOf<'webAuth/register'>) => api.call('webAuth/register', body);
