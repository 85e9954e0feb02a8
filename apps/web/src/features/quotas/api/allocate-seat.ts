import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const allocateSeat = (body: BodyOf<'webQuota/allocateSeat'>) =>
  api.call('webQuota/allocateSeat', body);
