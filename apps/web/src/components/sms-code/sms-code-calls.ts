import type { BodyOf } from '@stone/shared';
import { api } from '../../lib/api.ts';

// Plain calls, no query cache: the sign-in page shows this field and must stay small.

export const sendSmsCode = (body: BodyOf<'webSms/sendSmsCode'>) =>
  api.call('webSms/sendSmsCode', body);

export const getSliderPuzzle = (body: BodyOf<'webCaptcha/getSliderPuzzle'>) =>
  api.call('webCaptcha/getSliderPuzzle', body);

export const checkSlider = (body: BodyOf<'webCaptcha/checkSlider'>) =>
  api.call('webCaptcha/checkSlider', body);
