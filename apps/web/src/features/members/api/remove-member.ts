import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const removeMember = (body: BodyOf<'webMember/removeMember'>) =>
  api.call('webMember/removeMember', body);
