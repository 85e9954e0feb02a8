import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const getMemberOptions = (body: BodyOf<'webMember/getMemberOptions'>) =>
  api.call('webMember/getMemberOptions', body);
