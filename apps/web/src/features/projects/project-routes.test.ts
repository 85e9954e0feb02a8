import { describe, expect, it } from 'vitest';
import { featureRoute } from '../../components/crud/route-perms.ts';
import { DETAIL_ROUTE, PROJECT_ROUTE } from './project-routes.ts';

describe('project routes and permissions', () => {
  it('builds paths and permission pairs from the shared table', () => {
    expect(PROJECT_ROUTE.path).toBe('/produceManagement/produceProject');
    expect(PROJECT_ROUTE.perm.approve).toEqual(['produceProject', 'approve']);
    expect(DETAIL_ROUTE.to({ id: 'a b' })).toBe('/solutionDetails?id=a+b');
    expect(DETAIL_ROUTE.to()).toBe('/solutionDetails');
  });

  it('refuses a route or an action the table does not declare, at compile time', () => {
    // @ts-expect-error: no such route in packages/shared/src/routes.ts
    expect(() => featureRoute('noSuchRoute')).toThrow(/noSuchRoute/);
    // @ts-expect-error: project screens have no "pick" action
    featureRoute('produceProject', ['pick']);
  });
});
