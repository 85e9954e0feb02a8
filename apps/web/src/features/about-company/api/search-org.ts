import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const searchOrg = (body: BodyOf<'webOrg/searchOrg'>) => api.call('webOrg/searchOrg', body);
