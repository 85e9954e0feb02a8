import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const getJoinApplicationList = (body: BodyOf<'webOrg/getJoinApplicationList'>) =>
  api.call('webOrg/getJoinApplicationList', body);
