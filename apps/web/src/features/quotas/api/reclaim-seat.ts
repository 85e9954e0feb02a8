import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const reclaimSeat = (body: BodyOf<'webQuota/reclaimSeat'>) =>
  api.call('webQuota/reclaimSeat', body);
