import { featureRoute } from '../../components/crud/route-perms.ts';

/** Team groups (hidden under basic management) and the process team members screen. */
export const TEAM_ROUTE = featureRoute('teamManagement', ['add', 'edit', 'delete']);
export const PROCESS_TEAM_ROUTE = featureRoute('teamManManagement', ['add', 'delete']);
