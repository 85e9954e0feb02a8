import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  ALWAYS_ALLOWED_ROUTES,
  API_PREFIX,
  ENDPOINTS,
  type Access,
  type EndpointPath,
} from '@stone/shared';
import { makePng, upload } from '../modules/files/upload-test-kit.ts';
import { makeSheet, uploadSheet } from '../modules/materials/material-test-kit.ts';
import { createAdminTestApp } from '../modules/members/admin-test-kit.ts';
import { createSession } from '../modules/auth/session.service.ts';
import { call } from './api-client.ts';
import { JSON_ENTRIES } from './authorization-matrix.entries.ts';
import type { Entry } from './authorization-matrix.types.ts';
import {
  buildOrgWorld,
  personaOf,
  PERSONAS,
  type OrgWorld,
  type Persona,
} from './authorization-matrix.world.ts';
import { describeEachDialect } from './test-app.ts';

/** Routes outside the JSON table, by full path, each with the access it must behave by. */
const SPECIAL_ROUTES: Record<string, Access> = {
  [`${API_PREFIX}webAttachment/uploadFile`]: 'session',
  [`${API_PREFIX}webAttachment/file/:fileId`]: 'public',
  // A signed, short-lived address of a cutting plan's DXF (the signature is the credential).
  [`${API_PREFIX}webPlan/layoutDxf/:runId`]: 'public',
  '/api/openapi.json': 'public',
  // Live events of the caller's enterprise as Server-Sent Events (issue 21, events.module.ts).
  [`${API_PREFIX}webEvent/stream`]: 'session',
};
/** Registered only with TEST_HOOKS=1, which the config refuses in production. */
const TEST_ONLY_ROUTES = [
  '/api/test/last-sms-code',
  '/api/test/slider-answer',
  '/api/test/create-limited-member',
  '/api/test/create-walkthrough-project',
];

/**
 * The code a persona must get. The no-permission role opens only the home page; the view-only
 * role opens every screen but holds no action; disabled and removed members' sessions ended;
 * a member without a web seat keeps session calls only (docs/adr/0007).
 */
function expectedCode(access: Access, persona: Persona, ok: number): number {
  if (access === 'public') return ok;
  if (persona === 'anonymous') return 5;
  if (persona === 'disabled') return 351539;
  if (persona === 'removed') return 353028;
  if (access === 'session' || persona === 'superAdmin') return ok;
  if (persona === 'noSeat') return 351539;
  const opensScreen = persona === 'viewOnly' || ALWAYS_ALLOWED_ROUTES.has(access.route);
  return opensScreen && !access.action ? ok : 6;
}

const isAllowed = (code: number, ok: number) => code === ok;

/** Everything a person could read in an answer, including the cells of an exported sheet. */
async function readableText(response: unknown): Promise<string> {
  const data = (response as { data?: { contentBase64?: string } }).data;
  let text = JSON.stringify(response);
  if (data?.contentBase64) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(data.contentBase64, 'base64') as unknown as ArrayBuffer);
    book.eachSheet((sheet) => sheet.eachRow((row) => (text += JSON.stringify(row.values))));
  }
  return text;
}

async function expectNoLeak(response: unknown, other: OrgWorld, label: string) {
  const text = await readableText(response);
  for (const marker of other.markers)
    expect(text.includes(marker), `${label} leaks ${marker}`).toBe(false);
}

describeEachDialect('authorization matrix', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let A: OrgWorld;
  let B: OrgWorld;
  const pairs = () =>
    [
      [A, B],
      [B, A],
    ] as const;

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    A = await buildOrgWorld(t, 'A');
    B = await buildOrgWorld(t, 'B');
  }, 60_000);
  afterAll(() => t.close());

  test('every registered endpoint is in the matrix', () => {
    const listed = new Set([
      ...Object.keys(JSON_ENTRIES).map((path) => `${API_PREFIX}${path}`),
      ...Object.keys(SPECIAL_ROUTES),
    ]);
    // From the onRoute audit: printRoutes nests a path under another it extends
    // (updateProject → Settings) and so would hide it.
    const registered = [
      ...new Set(t.app.routeAudit.map((r) => r.url).filter((url) => url.startsWith('/api/'))),
    ];
    expect(registered.length).toBeGreaterThan(10);
    for (const path of registered) {
      if (TEST_ONLY_ROUTES.includes(path)) continue;
      expect(listed.has(path), `${path} is missing from the matrix`).toBe(true);
    }
    for (const path of listed) expect(registered).toContain(path);
  });

  test('/api/openapi.json: public, the same for everyone, about no enterprise', async () => {
    for (const [own, other] of pairs()) {
      for (const persona of PERSONAS) {
        const token = personaOf(own, persona)?.token;
        const headers = token ? { authorization: token } : {};
        const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers });
        expect(res.statusCode, persona).toBe(200);
        await expectNoLeak(res.json(), other, `openapi ${persona}`);
        await expectNoLeak(res.json(), own, `openapi ${persona}`);
      }
    }
  });

  async function runPersona(
    path: EndpointPath,
    entry: Entry,
    own: OrgWorld,
    other: OrgWorld,
    persona: Persona,
  ) {
    const access = ENDPOINTS[path].access;
    const person = personaOf(own, persona);
    const expected = expectedCode(access, persona, entry.ok ?? 0);
    let token = person?.token;
    if (person && entry.freshSession && isAllowed(expected, entry.ok ?? 0))
      token = await createSession(t.deps, person.userId, own.orgId);
    const body = await entry.body({ t, own, other, person });
    const res = await call(t.app, path, body, token ? { token } : {});
    const label = `${path} as ${own.letter}.${persona}`;
    expect(res.code, `${label}: ${res.msg}`).toBe(expected);
    await expectNoLeak(res, other, label);
  }

  /**
   * The personas a call is made as. On PostgreSQL, the refused ones only for the first endpoint
   * of each area: a refusal comes from the session and permission gate, one code path above the
   * queries, which SQLite's run checks for every endpoint; PostgreSQL checks the gate's own
   * reads once per area, and every call that reaches an area's queries.
   */
  const firstOfArea = new Set(
    Object.keys(JSON_ENTRIES).filter(
      (path, i, all) => all.findIndex((p) => p.split('/')[0] === path.split('/')[0]) === i,
    ),
  );
  const personasFor = (path: EndpointPath, entry: Entry) =>
    dialect === 'sqlite' || firstOfArea.has(path)
      ? PERSONAS
      : PERSONAS.filter((persona) => {
          const ok = entry.ok ?? 0;
          return isAllowed(expectedCode(ENDPOINTS[path].access, persona, ok), ok);
        });

  test.each(Object.keys(JSON_ENTRIES) as EndpointPath[])('%s', async (path) => {
    const entry = JSON_ENTRIES[path];
    for (const [own, other] of pairs()) {
      for (const persona of personasFor(path, entry))
        await runPersona(path, entry, own, other, persona);
      if (entry.cross) {
        // The other enterprise's ids answer exactly like missing ones, and change nothing.
        const res = await call(
          t.app,
          path,
          await entry.cross({ t, own, other, person: own.superAdmin }),
          { token: own.superAdmin.token },
        );
        expect(res.code, `${path} across ${own.letter}→${other.letter}: ${res.msg}`).toBe(
          entry.crossCode,
        );
        await expectNoLeak(res, other, `${path} across`);
      }
    }
  });

  test('webAttachment/uploadFile: avatars need a session, logos the enterprise-info edit permission', async () => {
    const png = await makePng();
    for (const [own, other] of pairs()) {
      for (const persona of PERSONAS) {
        const token = personaOf(own, persona)?.token;
        const avatar = await upload(
          t.app,
          token,
          { purpose: 'avatar' },
          { name: 'a.png', bytes: png },
        );
        expect(avatar.code, `avatar ${persona}`).toBe(expectedCode('session', persona, 0));
        const logo = await upload(t.app, token, { purpose: 'logo' }, { name: 'l.png', bytes: png });
        expect(logo.code, `logo ${persona}`).toBe(
          expectedCode({ route: 'orgInfo', action: 'edit' }, persona, 0),
        );
        await expectNoLeak(avatar, other, `upload ${persona}`);
        await expectNoLeak(logo, other, `upload ${persona}`);
      }
    }
  });

  test('webAttachment/uploadFile: stock sheets and slab photos need the inventory add permission', async () => {
    const [png, xlsx] = [await makePng(), await makeSheet(['barcode'], [])];
    for (const [own, other] of pairs()) {
      for (const persona of PERSONAS) {
        const token = personaOf(own, persona)?.token;
        const expected = expectedCode({ route: 'aboutMaterial', action: 'add' }, persona, 0);
        const photo = await upload(
          t.app,
          token,
          { purpose: 'slabPhoto' },
          { name: 's.png', bytes: png },
        );
        const sheet = await uploadSheet(t, token, xlsx);
        expect(photo.code, `slab photo ${persona}`).toBe(expected);
        expect(sheet.code, `sheet ${persona}`).toBe(expected);
        await expectNoLeak(photo, other, `upload ${persona}`);
        await expectNoLeak(sheet, other, `upload ${persona}`);
      }
    }
  });

  test('webAttachment/file/:fileId: the signature is the credential, for everyone alike', async () => {
    for (const [own] of pairs()) {
      const info = await call<{ logoUrl: string }>(
        t.app,
        'webOrg/getOrgInfo',
        {},
        { token: own.superAdmin.token },
      );
      for (const persona of PERSONAS) {
        const token = personaOf(own, persona)?.token;
        const headers = token ? { authorization: token } : {};
        const ok = await t.app.inject({ method: 'GET', url: info.data.logoUrl, headers });
        expect(ok.statusCode, persona).toBe(200);
        const forged = info.data.logoUrl.replace(own.logoFileId, (own === A ? B : A).logoFileId);
        expect((await t.app.inject({ method: 'GET', url: forged, headers })).statusCode).toBe(404);
      }
    }
  });

  test("the cross-enterprise calls left the other enterprise's records as they were", async () => {
    for (const world of [A, B]) {
      const target = await t.deps.db
        .selectFrom('members')
        .select(['status', 'web_access'])
        .where('org_id', '=', world.orgId)
        .where('id', '=', world.target.memberId)
        .executeTakeFirstOrThrow();
      expect(target).toEqual({ status: 'enabled', web_access: 1 });
      const app = await t.deps.db
        .selectFrom('join_applications')
        .select('status')
        .where('id', '=', world.applicationId)
        .executeTakeFirstOrThrow();
      expect(app.status).toBe('pending');
      const dept = await t.deps.db
        .selectFrom('departments')
        .select('name')
        .where('org_id', '=', world.orgId)
        .where('id', '=', world.deptId)
        .executeTakeFirst();
      expect(dept?.name).toBe(`MARKER-${world.letter}-DEPT`);
      const role = await t.deps.db
        .selectFrom('roles')
        .select('name')
        .where('org_id', '=', world.orgId)
        .where('id', '=', world.extraRoleId)
        .executeTakeFirst();
      expect(role?.name).toBe(`MARKER-${world.letter}-ROLE-EXTRA`);
    }
  });
});
