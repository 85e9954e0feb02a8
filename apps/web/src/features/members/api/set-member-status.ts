import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const setMemberStatus = (body: BodyOf<'webMember/setMemberStatus'>) =>
  api.call('webMember/setMemberStatus', body);
