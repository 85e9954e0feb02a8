import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const getRoleList = (body: BodyOf<'webRole/getRoleList'>) =>
  api.call('webRole/getRoleList', body);
