import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const sendSmsCode = (body: BodyOf<'webSms/sendSmsCode'>) =>
  api.call('webSms/sendSmsCode', body);
