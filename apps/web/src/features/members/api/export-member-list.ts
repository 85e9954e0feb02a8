import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const exportMemberList = (body: BodyOf<'webMember/exportMemberList'>) =>
  api.call('webMember/exportMemberList', body);
