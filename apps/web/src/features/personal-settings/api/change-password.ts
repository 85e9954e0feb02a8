import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const changePassword = (body: BodyOf<'webUser/changePassword'>) =>
  api.call('webUser/changePassword', body);
