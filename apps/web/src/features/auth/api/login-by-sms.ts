import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const loginBySms = (body: BodyOf<'webAuth/loginBySms'>) =>
  api.call('webAuth/loginBySms', body);
