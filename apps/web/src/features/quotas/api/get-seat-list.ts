import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const getSeatList = (body: BodyOf<'webQuota/getSeatList'>) =>
  api.call('webQuota/getSeatList', body);
