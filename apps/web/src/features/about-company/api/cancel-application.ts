import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const cancelApplication = (body: BodyOf<'webOrg/cancelApplication'>) =>
  api.call('webOrg/cancelApplication', body);
