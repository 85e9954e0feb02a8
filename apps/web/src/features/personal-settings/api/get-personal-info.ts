import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const getPersonalInfo = (body: BodyOf<'webUser/getPersonalInfo'>) =>
  api.call('webUser/getPersonalInfo', body);
