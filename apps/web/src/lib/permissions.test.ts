import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@stone/shared/routes';
import { makeLimitedUser, makeUser } from '../test/user-info.ts';
import { buildMenus, canOpen, routeTitleKey, routeTrail } from './permissions.ts';

const names = (menus: ReturnType<typeof buildMenus>) =>
  menus.map((m) => [m.name, m.children.map((c) => c.name)]);

describe('menus from user info', () => {
  it('gives a super administrator on the trial plan every visible first-level menu', () => {
    const menus = buildMenus(makeUser());
    const expected = APP_ROUTES.filter((r) => !r.parent && !r.hidden).map((r) => r.name);
    expect(menus.map((m) => m.name)).toEqual(expected);
    const produce = menus.find((m) => m.name === 'produceManagement');
    // orderManage and the detail pages are hidden from the menu.
    expect(produce?.children.map((c) => c.name)).toEqual(['produceProject']);
  });

  it('shows only what a role grants, and drops groups with no permitted child', () => {
    const user = makeLimitedUser([150, 151, 402]);
    expect(names(buildMenus(user))).toEqual([
      ['index', []],
      ['orgManagement', ['orgInfo']],
      ['rolesManagement', []],
    ]);
    expect(canOpen(user, 'memberManagement')).toBe(false);
    expect(canOpen(user, 'personalSettings')).toBe(true);
  });

  it('hides what the plan lacks even when the role grants it', () => {
    const user = makeLimitedUser([100, 402, 409], {
      resourceCodeList: ['MC_ORG_WEB_BASIC_MODULE'],
      moduleLevelOne: [],
    });
    expect(buildMenus(user).map((m) => m.name)).toEqual(['index']);
    expect(canOpen(user, 'rolesManagement')).toBe(false);
  });

  it('opens nothing without an enterprise', () => {
    const user = makeUser({ orgId: null });
    expect(buildMenus(user)).toEqual([]);
    expect(canOpen(user, 'index')).toBe(false);
  });

  it('applies the order-management rule (resource code or partnership mode 4)', () => {
    const withoutOrder = makeUser({
      resourceCodeList: makeUser().resourceCodeList.filter((c) => c !== 'MC_SQQ_ORDER'),
    });
    expect(canOpen(withoutOrder, 'orderManage')).toBe(false);
    expect(canOpen({ ...withoutOrder, orgPartnershipMode: 4 }, 'orderManage')).toBe(true);
  });

  it('builds the breadcrumb trail and title keys', () => {
    expect(routeTrail('/orgManagement/orgInfo').map((r) => r.name)).toEqual([
      'orgManagement',
      'orgInfo',
    ]);
    expect(routeTrail('/nowhere')).toEqual([]);
    expect(routeTitleKey('employeeDetails.spEmployeeDetails')).toBe(
      'menu:employeeDetails_spEmployeeDetails',
    );
  });
});
