import type { BodyOf } from '@stone/shared';
import { callApi } from '../../lib/api-on-demand.ts';

// Plain calls, no query cache, the client loaded on demand: the sign-in page shows this field
// and must stay small.

export const sendSmsCode = (body: BodyOf<'webSms/sendSmsCode'>) =>
  callApi('webSms/sendSmsCode', body);

export const getSliderPuzzle = (body: BodyOf<'webCaptcha/getSliderPuzzle'>) =>
  callApi('webCaptcha/getSliderPuzzle', body);

export const checkSlider = (body: BodyOf<'webCaptcha/checkSlider'>) =>
  callApi('webCaptcha/checkSlider', body);
