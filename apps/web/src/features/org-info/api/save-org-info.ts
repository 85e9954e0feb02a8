import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const saveOrgInfo = (body: BodyOf<'webOrg/saveOrgInfo'>) =>
  api.call('webOrg/saveOrgInfo', body);
