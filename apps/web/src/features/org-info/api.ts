import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/** The enterprise record's calls (docs/adr/0008): saving refreshes what the screen shows. */
export const orgInfoKeys = featureKeys('orgInfo');

export const useOrgInfo = () => useApiQuery(orgInfoKeys, 'webOrg/getOrgInfo', {});
export const useSaveOrgInfo = () => useApiMutation('webOrg/saveOrgInfo', [orgInfoKeys.all]);
