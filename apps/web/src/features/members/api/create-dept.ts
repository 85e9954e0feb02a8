import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const createDept = (body: BodyOf<'webDept/createDept'>) =>
  api.call('webDept/createDept', body);
