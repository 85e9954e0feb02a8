import type { BodyOf, DataOf } from '@stone/shared';
import { featureKeys, useApiMutation, useApiQuery } from '../../components/crud/api-query.ts';

/** The roles screen's calls (docs/adr/0008): each write refreshes the role list. */
export const roleKeys = featureKeys('roles');
const ALL = [roleKeys.all];

export type RoleItem = DataOf<'webRole/getRoleList'>['list'][number];

export const useRoleList = (body: BodyOf<'webRole/getRoleList'>) =>
  useApiQuery(roleKeys, 'webRole/getRoleList', body);
export const useCreateRole = () => useApiMutation('webRole/createRole', ALL);
export const useUpdateRole = () => useApiMutation('webRole/updateRole', ALL);
export const useDeleteRole = () => useApiMutation('webRole/deleteRole', ALL);
