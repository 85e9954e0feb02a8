import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const getMemberList = (body: BodyOf<'webMember/getMemberList'>) =>
  api.call('webMember/getMemberList', body);
