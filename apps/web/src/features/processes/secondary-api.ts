import type { BodyOf } from '@stone/shared';
import { useApiQuery } from '../../components/crud/api-query.ts';
import { processKeys } from './api.ts';

/* /processDetail's secondary processing (issue 18): the process on live projects, by plane. */
export const useProcessProgress = (body: BodyOf<'webSecondProcess/getProcessSecondProgress'>) =>
  useApiQuery(processKeys, 'webSecondProcess/getProcessSecondProgress', body, {
    placeholderData: (previous) => previous,
  });
export const useProcessAbnormal = (body: BodyOf<'webSecondProcess/getProcessAbnormalPieces'>) =>
  useApiQuery(processKeys, 'webSecondProcess/getProcessAbnormalPieces', body, {
    placeholderData: (previous) => previous,
  });
