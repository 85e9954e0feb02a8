import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const createRole = (body: BodyOf<'webRole/createRole'>) =>
  api.call('webRole/createRole', body);
