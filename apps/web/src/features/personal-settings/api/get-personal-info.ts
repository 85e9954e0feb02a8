import type { BodyOf } from '@stone/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const PERSONAL_INFO_KEY = ['personalInfo'] as const;

export const getPersonalInfo = (body: BodyOf<'webUser/getPersonalInfo'>) =>
  api.call('webUser/getPersonalInfo', body);

/** The signed-in user's own record, shared by the info and password tabs. */
export const usePersonalInfo = () =>
  useQuery({ queryKey: PERSONAL_INFO_KEY, queryFn: () => getPersonalInfo({}) });
