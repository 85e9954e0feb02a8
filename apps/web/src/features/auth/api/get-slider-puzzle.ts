import type { BodyOf } from '@stone/shared';
import { api } from '../../../lib/api.ts';

export const getSliderPuzzle = (body: BodyOf<'webCaptcha/getSliderPuzzle'>) =>
  api.call('webCaptcha/getSliderPuzzle', body);
