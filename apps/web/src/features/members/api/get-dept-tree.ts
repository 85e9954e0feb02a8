import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const getDeptTree = (body: BodyOf<'webDept/getDeptTree'>) =>
  api.call('webDept/getDeptTree', body);
