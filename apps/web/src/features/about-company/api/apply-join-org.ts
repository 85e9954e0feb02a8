import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const applyJoinOrg = (body: BodyOf<'webOrg/applyJoinOrg'>) =>
  api.call('webOrg/applyJoinOrg', body);
