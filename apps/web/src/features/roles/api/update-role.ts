import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const updateRole = (body: BodyOf<'webRole/updateRole'>) =>
  api.call('webRole/updateRole', body);
