import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const deleteRole = (body: BodyOf<'webRole/deleteRole'>) =>
  api.call('webRole/deleteRole', body);
