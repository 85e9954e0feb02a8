import { describe, expect, it } from 'vitest';
import { ROUTES_BY_NAME } from '@stone/shared/routes';
import { DECLARED_ROUTES, featureRoute } from '../../components/crud/route-perms.ts';
import { DETAIL_ROUTE, PROJECT_ROUTE } from './project-routes.ts';

describe('project routes and permissions', () => {
  it('uses only routes and actions the shared route table declares', () => {
    expect(DECLARED_ROUTES.length).toBeGreaterThan(0);
    for (const { name, actions } of DECLARED_ROUTES) {
      const route = ROUTES_BY_NAME.get(name);
      expect(route, name).toBeDefined();
      for (const action of actions)
        expect(route?.actions ?? [], `${name}:${action}`).toContain(action);
    }
  });

  it('builds paths and permission pairs from the table', () => {
    expect(PROJECT_ROUTE.path).toBe('/produceManagement/produceProject');
    expect(PROJECT_ROUTE.perm.approve).toEqual(['produceProject', 'approve']);
    expect(DETAIL_ROUTE.to({ id: 'a b' })).toBe('/solutionDetails?id=a+b');
    expect(() => featureRoute('noSuchRoute')).toThrow(/noSuchRoute/);
  });
});
