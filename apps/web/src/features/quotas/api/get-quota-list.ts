import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const getQuotaList = (body: BodyOf<'webQuota/getQuotaList'>) =>
  api.call('webQuota/getQuotaList', body);
