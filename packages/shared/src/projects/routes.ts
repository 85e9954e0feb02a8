import type { RouteDef } from '../route-def.ts';

/** Projects from drawing to approved cutting plan (issue 12). */
export const PROJECT_ROUTES = [
  {
    name: 'produceManagement',
    path: '/produceManagement',
    menuId: 120,
    icon: 'production',
    redirect: '/produceManagement/produceProject',
    gates: [{ module: 201 }],
  },
  {
    name: 'produceProject',
    path: '/produceManagement/produceProject',
    menuId: 121,
    parent: 'produceManagement',
    // Box orders (issue 19): `boxOrder` creates, edits, imports, cancels and deletes them;
    // `ship` accepts and ships them (the packer's).
    actions: [
      'add',
      'edit',
      'approve',
      'archive',
      'terminate',
      'plan',
      'delete',
      'boxOrder',
      'ship',
    ],
  },
  // Detail routes are hidden with a single child of the same name (product-spec §2).
  {
    name: 'solutionDetails',
    path: '/solutionDetails',
    menuId: 180,
    hidden: true,
    // Flagging a piece abnormal (with a reason) or clearing it, issue 18.
    actions: ['abnormal'],
  },
] as const satisfies readonly RouteDef[];
