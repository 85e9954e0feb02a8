import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const updateMember = (body: BodyOf<'webMember/updateMember'>) =>
  api.call('webMember/updateMember', body);
