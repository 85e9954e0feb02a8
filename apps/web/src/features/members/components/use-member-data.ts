import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { getDeptTree } from '../api/get-dept-tree.ts';
import { getMemberOptions } from '../api/get-member-options.ts';

export const MEMBERS_KEY = ['members'] as const;
export const MEMBER_OPTIONS_KEY = ['memberOptions'] as const;
export const DEPT_TREE_KEY = ['deptTree'] as const;
export const JOIN_REQUESTS_KEY = ['joinRequests'] as const;

export const useMemberOptions = () =>
  useQuery({ queryKey: MEMBER_OPTIONS_KEY, queryFn: () => getMemberOptions({}) });

export const useDeptTree = () =>
  useQuery({ queryKey: DEPT_TREE_KEY, queryFn: async () => (await getDeptTree({})).tree });

/** After any change: lists, counts and choices may all have moved. */
export function useRefreshMembers() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [MEMBERS_KEY, MEMBER_OPTIONS_KEY, DEPT_TREE_KEY, JOIN_REQUESTS_KEY].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

/** The built-in role shows its translated name, never its stored key. */
export const roleLabel = (
  role: { name: string; isSuperAdmin: boolean },
  t: TFunction<'members'>,
) => (role.isSuperAdmin ? t('superAdmin') : role.name);

export const STATUS_COLORS = { enabled: 'green', disabled: 'default' } as const;
