import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const updateDept = (body: BodyOf<'webDept/updateDept'>) =>
  api.call('webDept/updateDept', body);
