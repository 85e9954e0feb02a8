import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const register = (body: BodyOf<'webAuth/register'>) => api.call('webAuth/register', body);
