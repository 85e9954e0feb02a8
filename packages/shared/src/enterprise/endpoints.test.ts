import { describe, expect, it } from 'vitest';
import { ENTERPRISE_MESSAGES } from './messages.ts';
import { ROUTES_BY_NAME } from '../routes.ts';
import { ENTERPRISE_ENDPOINTS } from './endpoints.ts';
import { addMemberBody } from './members.ts';
import { saveOrgInfoBody } from './org-info.ts';

const CJK = /[\u3400-\u9fff]/;

describe('enterprise administration contract', () => {
  it('every gated endpoint names a real route and one of its declared actions', () => {
    for (const [path, def] of Object.entries(ENTERPRISE_ENDPOINTS)) {
      if (typeof def.access === 'string') continue;
      const route = ROUTES_BY_NAME.get(def.access.route);
      expect(route, path).toBeDefined();
      if (def.access.action) expect(route?.actions, path).toContain(def.access.action);
    }
  });

  it('every message reads in both languages', () => {
    for (const [key, { en, zh }] of Object.entries(ENTERPRISE_MESSAGES)) {
      expect(en.trim(), key).not.toBe('');
      expect(CJK.test(en), `${key} en`).toBe(false);
      expect(CJK.test(zh), `${key} zh`).toBe(true);
    }
  });

  it('bodies refuse fields a caller must not set', () => {
    const member = { phone: '13912345678', nickname: 'Li', roleId: 'r1' };
    expect(addMemberBody.safeParse(member).success).toBe(true);
    for (const extra of ['orgId', 'id', 'version', 'createdBy'])
      expect(addMemberBody.safeParse({ ...member, [extra]: 'x' }).success, extra).toBe(false);
    const org = {
      name: 'A',
      contact: 'B',
      phone: '13912345678',
      region: { country: 'CN', codes: ['35'] },
      address: 'C',
      logoFileId: 'f',
      version: 1,
    };
    expect(saveOrgInfoBody.safeParse(org).success).toBe(true);
    expect(saveOrgInfoBody.safeParse({ ...org, orgId: 'x' }).success).toBe(false);
    expect(
      saveOrgInfoBody.safeParse({ ...org, region: { country: 'CN', codes: ['35'], x: 1 } }).success,
    ).toBe(false);
  });
});
