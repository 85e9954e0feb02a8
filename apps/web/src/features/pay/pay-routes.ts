import { featureRoute } from '../../components/crud/route-perms.ts';

export const PERFORMANCE_ROUTE = featureRoute('performanceManagement', ['all', 'export']);
export const TARGETS_ROUTE = featureRoute('monthStandard', ['edit']);

/** The five children of /employeeDetails: one worker's reports of one kind of work. */
export const KIND_ROUTES = {
  cutting: featureRoute('employeeDetails.employeeDetails'),
  secondary: featureRoute('employeeDetails.spEmployeeDetails'),
  board: featureRoute('employeeDetails.boardEmployeeDetails'),
  pick: featureRoute('employeeDetails.pickEmployeeDetails'),
  quality: featureRoute('employeeDetails.qualityEmployeeDetails'),
} as const;
