import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const checkSlider = (body: BodyOf<'webCaptcha/checkSlider'>) =>
  api.call('webCaptcha/checkSlider', body);
