import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const createOrg = (body: BodyOf<'webOrg/createOrg'>) => api.call('webOrg/createOrg', body);
