import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const loginByPassword = (body: BodyOf<'webAuth/loginByPassword'>) =>
  api.call('webAuth/loginByPassword', body);
