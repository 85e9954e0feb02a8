import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const getOrgInfo = (body: BodyOf<'webOrg/getOrgInfo'>) =>
  api.call('webOrg/getOrgInfo', body);
