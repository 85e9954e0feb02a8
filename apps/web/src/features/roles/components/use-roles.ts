import type { getRoleList } from '../api/get-role-list.ts';

export type RoleItem = Awaited<ReturnType<typeof getRoleList>>['list'][number];
export const ROLES_KEY = ['roles'] as const;
