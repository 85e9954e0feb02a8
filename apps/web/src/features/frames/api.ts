import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/** The frame screens' calls (docs/adr/0008); every write refreshes lists and details. */
export const frameKeys = featureKeys('frames');
const ALL = [frameKeys.all];
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const useFrameList = (body: BodyOf<'webIronFrame/getFrameList'>) =>
  useApiQuery(frameKeys, 'webIronFrame/getFrameList', body, keepPrevious);
export const useFrameChoices = () => useApiQuery(frameKeys, 'webIronFrame/getFrameChoices', {});
export const useFrameDetail = (id: string) =>
  useApiQuery(frameKeys, 'webIronFrame/getFrameDetail', { id }, { enabled: !!id });
export const useFrameLabels = (ids: string[]) =>
  useApiQuery(frameKeys, 'webIronFrame/getFrameLabels', { ids }, { enabled: ids.length > 0 });
export const useCreateFrames = () => useApiMutation('webIronFrame/createFrames', ALL);
export const useUpdateFrame = () => useApiMutation('webIronFrame/updateFrame', ALL);
export const useDeleteFrame = () => useApiMutation('webIronFrame/deleteFrame', ALL);
export const useReturnFrame = () => useApiMutation('webIronFrame/returnFrame', ALL);
export const useRestoreFrame = () => useApiMutation('webIronFrame/restoreFrame', ALL);
export const useSetFrameStage = () => useApiMutation('webIronFrame/setFrameStage', ALL);
export const useUnbindPiece = () => useApiMutation('webIronFrame/unbindPiece', ALL);
// Scans are quiet: the scan panel shows each answer, a refusal included, in its result list.
export const useBindPieces = () => useApiMutation('webIronFrame/bindPieces', ALL, { quiet: true });
export const useMoveFrame = () => useApiMutation('webIronFrame/moveFrame', ALL, { quiet: true });

/** One per scan call: a retried request is answered once by the server. */
export const newRequestId = () => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
