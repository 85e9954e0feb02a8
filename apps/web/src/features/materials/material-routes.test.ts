import { describe, expect, it } from 'vitest';
import { ROUTES_BY_NAME } from '@stone/shared/routes';
import { SLAB_LIST_ROUTE, STOCK_ROUTE } from './material-routes.ts';

describe('inventory routes and permissions', () => {
  it('keeps the slab list where /aboutMaterial leads', () => {
    expect(ROUTES_BY_NAME.get('aboutMaterial')?.redirect).toBe(SLAB_LIST_ROUTE.path);
    expect(STOCK_ROUTE.perm.delete).toEqual(['aboutMaterial', 'delete']);
  });
});
