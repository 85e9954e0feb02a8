import { describe, expect, it } from 'vitest';
import { ROUTES_BY_NAME } from '@stone/shared/routes';
import { DECLARED_ROUTES } from '../../components/crud/route-perms.ts';
import { SLAB_LIST_ROUTE, STOCK_ROUTE } from './material-routes.ts';

describe('inventory routes and permissions', () => {
  it('gates only actions the shared route table declares', () => {
    expect(DECLARED_ROUTES.map((r) => r.name)).toContain('deviceManagement');
    for (const { name, actions } of DECLARED_ROUTES)
      for (const action of actions)
        expect(ROUTES_BY_NAME.get(name)?.actions ?? [], `${name}:${action}`).toContain(action);
  });

  it('keeps the slab list where /aboutMaterial leads', () => {
    expect(ROUTES_BY_NAME.get('aboutMaterial')?.redirect).toBe(SLAB_LIST_ROUTE.path);
    expect(STOCK_ROUTE.perm.delete).toEqual(['aboutMaterial', 'delete']);
  });
});
