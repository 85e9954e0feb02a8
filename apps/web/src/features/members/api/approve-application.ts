import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const approveApplication = (body: BodyOf<'webOrg/approveApplication'>) =>
  api.call('webOrg/approveApplication', body);
