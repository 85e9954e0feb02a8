import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const deleteDept = (body: BodyOf<'webDept/deleteDept'>) =>
  api.call('webDept/deleteDept', body);
