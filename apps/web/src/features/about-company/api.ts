import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/** The calls of /aboutCompany (docs/adr/0008): a key factory, the reads and the writes. */
export const aboutCompanyKeys = featureKeys('aboutCompany');
const ALL = [aboutCompanyKeys.all];

export const useMyApplications = () =>
  useApiQuery(aboutCompanyKeys, 'webOrg/getMyApplications', {});
/** A search on demand (the button), not a list kept in the cache. */
export const useSearchOrg = () => useApiMutation('webOrg/searchOrg', []);
export const useApplyJoinOrg = () => useApiMutation('webOrg/applyJoinOrg', ALL);
export const useCancelApplication = () => useApiMutation('webOrg/cancelApplication', ALL);
export const useCreateOrg = () => useApiMutation('webOrg/createOrg', ALL);
