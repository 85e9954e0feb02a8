import { featureRoute } from '../../components/crud/route-perms.ts';

/** The routes the project screens use, with the actions they gate (packages/shared routes). */
export const PROJECT_ROUTE = featureRoute('produceProject', [
  'add',
  'edit',
  'approve',
  'archive',
  'terminate',
  'plan',
]);

/** Detail reads: /solutionDetails?id=… */
export const DETAIL_ROUTE = featureRoute('solutionDetails');
