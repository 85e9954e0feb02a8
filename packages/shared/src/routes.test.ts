import { describe, expect, test } from 'vitest';
import { APP_ROUTES, canOpenRoute, isRouteInPlan, ROUTES_BY_NAME } from './routes.ts';
import { deriveMesLevel, TRIAL_PLAN } from './enterprise-plan.ts';

const trial = { ...TRIAL_PLAN, partnershipMode: 0 };
const route = (name: string) => {
  const r = ROUTES_BY_NAME.get(name);
  if (!r) throw new Error(`no route ${name}`);
  return r;
};

describe('route table', () => {
  test('menu ids and names are unique and home is menu 100', () => {
    expect(new Set(APP_ROUTES.map((r) => r.menuId)).size).toBe(APP_ROUTES.length);
    expect(new Set(APP_ROUTES.map((r) => r.name)).size).toBe(APP_ROUTES.length);
    expect(route('index').menuId).toBe(100);
  });

  test('every parent exists', () => {
    for (const r of APP_ROUTES) if (r.parent) expect(ROUTES_BY_NAME.has(r.parent)).toBe(true);
  });

  test('the trial plan opens every route', () => {
    for (const r of APP_ROUTES) expect(isRouteInPlan(r, trial), r.name).toBe(true);
  });

  test('order management needs the order code or partnership mode 4, and PROJECT_MANAGE', () => {
    const noOrder = { moduleIds: [201], resourceCodes: [], partnershipMode: 0 };
    expect(isRouteInPlan(route('orderManage'), noOrder)).toBe(false);
    expect(isRouteInPlan(route('orderManage'), { ...noOrder, partnershipMode: 4 })).toBe(true);
    expect(
      isRouteInPlan(route('orderManage'), { ...noOrder, resourceCodes: ['MC_SQQ_ORDER'] }),
    ).toBe(true);
    expect(
      isRouteInPlan(route('orderManage'), {
        moduleIds: [],
        resourceCodes: ['MC_SQQ_ORDER'],
        partnershipMode: 4,
      }),
    ).toBe(false);
  });

  test('mes level is the highest MES code', () => {
    expect(deriveMesLevel([])).toBe(0);
    expect(deriveMesLevel(['MC_MES_DIGITAL_FACTORY_2_0', 'MC_MES_DIGITAL_FACTORY_3_0'])).toBe(3);
    expect(deriveMesLevel(['MC_MES_DIGITAL_FACTORY_4_0', 'MC_MES_DIGITAL_FACTORY_2_0'])).toBe(4);
    const mes2 = {
      moduleIds: [500],
      resourceCodes: ['MC_MES_DIGITAL_FACTORY_2_0'],
      partnershipMode: 0,
    };
    expect(isRouteInPlan(route('mesBoard'), mes2)).toBe(true);
    expect(isRouteInPlan(route('mesPack'), mes2)).toBe(false);
  });

  test('a role sees a route only when it grants the menu id; super admin sees all', () => {
    const grants = { isSuperAdmin: false, menuIds: [150, 152], actions: [] };
    expect(canOpenRoute(route('memberManagement'), trial, grants)).toBe(true);
    expect(canOpenRoute(route('rolesManagement'), trial, grants)).toBe(false);
    expect(canOpenRoute(route('index'), trial, grants)).toBe(true);
    expect(canOpenRoute(route('rolesManagement'), trial, { ...grants, isSuperAdmin: true })).toBe(
      true,
    );
  });
});
