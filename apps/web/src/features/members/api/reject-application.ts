import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const rejectApplication = (body: BodyOf<'webOrg/rejectApplication'>) =>
  api.call('webOrg/rejectApplication', body);
