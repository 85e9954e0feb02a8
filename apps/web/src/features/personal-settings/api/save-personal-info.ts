import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const savePersonalInfo = (body: BodyOf<'webUser/savePersonalInfo'>) =>
  api.call('webUser/savePersonalInfo', body);
