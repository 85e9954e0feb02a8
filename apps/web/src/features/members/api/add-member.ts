import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const addMember = (body: BodyOf<'webMember/addMember'>) =>
  api.call('webMember/addMember', body);
