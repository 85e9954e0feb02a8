import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/**
 * The packing screens' calls (docs/adr/0008). Every write refreshes everything the feature
 * shows (groups, boxes, a box's detail): one scan changes the figures of all three. Scans are
 * quiet: the scan panel shows each answer, a refusal included, in its own result list.
 */
export const packingKeys = featureKeys('packing');
const ALL = [packingKeys.all];
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

export const usePackProjects = (body: BodyOf<'webMesPack/getPackProjects'>) =>
  useApiQuery(packingKeys, 'webMesPack/getPackProjects', body, keepPrevious);
export const useKitGroups = (projectId: string) =>
  useApiQuery(packingKeys, 'webMesPack/getKitGroups', { projectId }, { enabled: !!projectId });
export const useBoxList = (body: BodyOf<'webMesPack/getBoxList'>) =>
  useApiQuery(packingKeys, 'webMesPack/getBoxList', body, {
    ...keepPrevious,
    enabled: !!body.projectId,
  });
export const useBoxDetail = (id: string) =>
  useApiQuery(packingKeys, 'webPackedBox/getBoxDetail', { id }, { enabled: !!id });
export const usePrintList = (body: BodyOf<'webPackedBox/getPackingList'>, enabled: boolean) =>
  useApiQuery(packingKeys, 'webPackedBox/getPackingList', body, { enabled });

export const useKitCheck = () => useApiMutation('webMesPack/kitCheck', ALL, { quiet: true });
export const usePackPieces = () => useApiMutation('webMesPack/packPieces', ALL, { quiet: true });
export const useCheckGroup = () => useApiMutation('webMesPack/checkGroup', ALL);
export const useCreateBoxes = () => useApiMutation('webMesPack/createBoxes', ALL);
export const useSealBox = () => useApiMutation('webMesPack/sealBox', ALL);
export const useUnpackPiece = () => useApiMutation('webMesPack/unpackPiece', ALL);

/** One per write: a retried request is answered once by the server, not applied twice. */
export const newRequestId = () => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
