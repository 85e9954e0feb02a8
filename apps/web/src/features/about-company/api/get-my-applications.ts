import { api } from '../../../lib/api.ts';

export const MY_APPLICATIONS_KEY = ['myApplications'] as const;

export const getMyApplications = () => api.call('webOrg/getMyApplications', {});
