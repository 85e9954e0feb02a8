import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/**
 * The member's own record (docs/adr/0008): shared by the info and password tabs, refreshed by
 * either (a first password turns "set" into "change").
 */
export const personalKeys = featureKeys('personalSettings');
const ALL = [personalKeys.all];

export const usePersonalInfo = () => useApiQuery(personalKeys, 'webUser/getPersonalInfo', {});
export const useSavePersonalInfo = () => useApiMutation('webUser/savePersonalInfo', ALL);
export const useChangePassword = () => useApiMutation('webUser/changePassword', ALL);
