import type { RouteDef } from '../route-def.ts';

const PERFORMANCE = [{ resource: 'MC_EMPLOYEE_PERFORMANCE' }] as const;
/** /employeeDetails opens its first child; each child is one kind of performance. */
const employeeChild = <N extends string, M extends number>(name: N, menuId: M) =>
  ({
    name: `employeeDetails.${name}`,
    path: `/employeeDetails/${name}`,
    menuId,
    parent: 'employeeDetails',
    hidden: true,
  }) as const;

/** Pay, performance and monthly targets (issue 20). */
export const PAY_ROUTES = [
  {
    name: 'employeeDetails',
    path: '/employeeDetails',
    menuId: 190,
    hidden: true,
    redirect: '/employeeDetails/employeeDetails',
    gates: PERFORMANCE,
  },
  employeeChild('employeeDetails', 191),
  employeeChild('spEmployeeDetails', 192),
  employeeChild('boardEmployeeDetails', 193),
  employeeChild('pickEmployeeDetails', 194),
  employeeChild('qualityEmployeeDetails', 195),
  {
    name: 'performanceManagement',
    path: '/performanceManagement',
    menuId: 403,
    icon: 'performance',
    gates: PERFORMANCE,
    /** `all`: every worker's figures (else only the caller's own); `export`: the workbook. */
    actions: ['all', 'export'],
  },
  {
    name: 'monthStandard',
    path: '/monthStandard',
    menuId: 409,
    icon: 'target',
    gates: [{ module: 205 }],
    actions: ['edit'],
  },
] as const satisfies readonly RouteDef[];
