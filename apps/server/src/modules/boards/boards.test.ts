import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  KitCompletionData,
  MasterControlData,
  MaterialOpeningData,
  MonthlyIndicatorsData,
  PackingBoardData,
  SecondaryBoardData,
  TotalOpeningData,
} from '@stone/shared/boards/boards';
import { addDays, dayStartIso, factoryDay } from '@stone/shared/cutting/days';
import { publishPieceProgress } from '../../events/piece-progress.ts';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  addAndSignIn,
  createAdminTestApp,
  createOwner,
  createRole,
  type Owner,
} from '../members/admin-test-kit.ts';
import { daysFromNow, insertProject } from '../production-control/production-control-test-kit.ts';
import {
  insertBox,
  insertCutDay,
  insertDevice,
  insertPieces,
  insertProcess,
  insertReport,
} from './boards-test-kit.ts';

/** Issue 20: each board's figures are counted from what the floor recorded, last 30 days. */
describeEachDialect('digital boards', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner & { userId: string };
  let other: Owner & { userId: string };
  let towerId = '';
  const today = factoryDay(new Date());
  const todayStart = dayStartIso(today);
  /** The factory's last millisecond of yesterday (UTC+8 midnight minus 1 ms). */
  const lastOfYesterday = new Date(Date.parse(todayStart) - 1).toISOString();
  const longAgo = dayStartIso(addDays(today, -30));

  const read = <T>(path: string, token = owner.token) => call<T>(t.app, path, {}, { token });
  const userIdOf = async (username: string) =>
    (
      await t.deps.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  /** The same kinds of records in both enterprises; only the caller's may be counted. */
  async function seedFloor(who: Owner & { userId: string }, tag: string) {
    const live = { createdAt: daysFromNow(-20), deliveryAt: daysFromNow(20) };
    const tower = await insertProject(t.deps.db, who, {
      name: `${tag} tower`,
      ...live,
      planes: [{ pieces: 10, cut: 8, secondary: 4, boxed: 2 }],
    });
    await insertProject(t.deps.db, who, {
      name: `${tag} villa`,
      ...live,
      planes: [{ pieces: 5, cut: 5, secondary: 5, boxed: 5 }],
    });
    const done = await insertProject(t.deps.db, who, {
      name: `${tag} finished`,
      ...live,
      productionState: 'completed',
      planes: [{ pieces: 4, cut: 4, secondary: 4, boxed: 4 }],
    });
    const at = { projectId: tower.id, planeId: tower.planeIds[0]! };
    const checked = await insertPieces(t.deps.db, who, at, 2, 'pendingCompleteSet');
    await insertPieces(t.deps.db, who, at, 1, 'incompleteSet');
    await insertPieces(t.deps.db, who, at, 3, 'completeSet');
    const packed = await insertPieces(t.deps.db, who, at, 3, 'packed');
    await insertPieces(
      t.deps.db,
      who,
      { projectId: done.id, planeId: done.planeIds[0]! },
      4,
      'completeSet',
    );

    const edging = await insertProcess(t.deps.db, who, `${tag} edging`);
    const polishing = await insertProcess(t.deps.db, who, `${tag} polishing`);
    const report = (pieceId: string, processId: string, when: string) =>
      insertReport(t.deps.db, who, { pieceId, processId, projectId: tower.id, at: when });
    await report(checked[0]!, edging, todayStart);
    await report(checked[1]!, edging, new Date().toISOString());
    await report(checked[0]!, polishing, lastOfYesterday);
    await report(checked[1]!, polishing, longAgo);

    await insertBox(t.deps.db, who, {
      projectId: tower.id,
      number: 1,
      status: 'packed',
      packed: [
        [packed[0]!, todayStart],
        [packed[1]!, new Date().toISOString()],
      ],
    });
    await insertBox(t.deps.db, who, {
      projectId: tower.id,
      number: 2,
      status: 'packing',
      packed: [[packed[2]!, lastOfYesterday]],
    });

    const sawA = await insertDevice(t.deps.db, who, `${tag}-SAW-A`);
    const sawB = await insertDevice(t.deps.db, who, `${tag}-SAW-B`);
    const cut = { projectId: tower.id };
    await insertCutDay(t.deps.db, who, {
      day: today,
      deviceId: sawA,
      slabs: 3,
      pieceM2: 4,
      ...cut,
    });
    await insertCutDay(t.deps.db, who, {
      day: addDays(today, -1),
      deviceId: sawB,
      slabs: 1,
      pieceM2: 1,
      ...cut,
    });
    // The 31st day back is outside the window.
    await insertCutDay(t.deps.db, who, { day: addDays(today, -30), slabs: 9, pieceM2: 9 });
    return tower.id;
  }

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    const o = await createOwner(t, 'boardowner', 'Board Stone Co');
    owner = { ...o, userId: await userIdOf('boardowner') };
    const x = await createOwner(t, 'boardother', 'Other Board Co');
    other = { ...x, userId: await userIdOf('boardother') };
    towerId = await seedFloor(owner, 'Own');
    await seedFloor(other, 'Other');
  });
  afterAll(() => t.close());

  test('master control sums the live projects and today on the floor', async () => {
    const res = await read<MasterControlData>('webMesBoard/getMasterControl');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      liveProjects: 2,
      pieceCount: 15,
      plannedCount: 15,
      cutCount: 13,
      secondaryCount: 9,
      boxedCount: 7,
      today: { slabCount: 3, cutAreaM2: '4.00', reportCount: 2, packedCount: 2 },
    });
    expect(res.data.projects.map((p) => p.name)).toEqual(['Own tower', 'Own villa']);
  });

  test('second processing counts reports by factory day (UTC+8) and process', async () => {
    const { data } = await read<SecondaryBoardData>('webMesBoard/getSecondary');
    expect(data.todayCount).toBe(2);
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toEqual({ day: today, reportCount: 2 });
    expect(data.days.at(-2)).toEqual({ day: addDays(today, -1), reportCount: 1 });
    expect(data.days.reduce((s, d) => s + d.reportCount, 0)).toBe(3);
    expect(data.processes.map((p) => [p.name, p.reportCount])).toEqual([
      ['Own edging', 2],
      ['Own polishing', 1],
    ]);
  });

  test('packing counts packed pieces by day, boxes by state and per project', async () => {
    const { data } = await read<PackingBoardData>('webMesBoard/getPacking');
    expect(data.today).toEqual({ packedCount: 2, packedAreaM2: '1.00', boxesCreated: 2 });
    expect(data.openBoxes).toBe(1);
    expect(data.sealedBoxes).toBe(1);
    expect(data.days.at(-2)).toEqual({
      day: addDays(today, -1),
      packedCount: 1,
      packedAreaM2: '0.50',
    });
    expect(data.projects[0]).toMatchObject({
      id: towerId,
      boxCount: 2,
      pieceCount: 10,
      boxedCount: 2,
    });
  });

  test('material and total opening sum the cut day rows of the window', async () => {
    const opening = (await read<MaterialOpeningData>('webMesBoard/getMaterialOpening')).data;
    expect(opening.today).toEqual({
      slabCount: 3,
      pieceAreaM2: '4.00',
      slabAreaM2: '6.00',
      cutLengthM: '30.00',
    });
    expect(opening.devices.map((d) => [d.name, d.slabCount])).toEqual([
      ['Own-SAW-A', 3],
      ['Own-SAW-B', 1],
    ]);
    const total = (await read<TotalOpeningData>('webMesBoard/getTotalOpening')).data;
    expect(total.totals).toEqual({
      slabCount: 4,
      pieceAreaM2: '5.00',
      slabAreaM2: '8.00',
      cutLengthM: '40.00',
      yieldPercent: '62.50',
    });
    expect(total.projects).toEqual([
      expect.objectContaining({
        id: towerId,
        name: 'Own tower',
        slabCount: 4,
        yieldPercent: '62.50',
      }),
    ]);
  });

  test('kit completion counts live projects’ pieces by kit state', async () => {
    const { data } = await read<KitCompletionData>('webMesBoard/getKitCompletion');
    expect(data).toMatchObject({
      pieceCount: 15,
      checkedCount: 2,
      shortCount: 1,
      completeCount: 6,
    });
    expect(data.projects[0]).toMatchObject({
      id: towerId,
      checkedCount: 2,
      shortCount: 1,
      completeCount: 6,
    });
  });

  test('monthly indicators: 30 days by day, totals, and this month against its targets', async () => {
    const month = today.slice(0, 7);
    await t.deps.db
      .insertInto('month_targets')
      .values({
        org_id: owner.orgId,
        id: `target-${dialect}`,
        month,
        module: 'cutting',
        value_hundredths: 1000,
        unit: 'squareMetre',
        version: 1,
        created_by: owner.userId,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const { data } = await read<MonthlyIndicatorsData>('webMesBoard/getMonthlyIndicators');
    expect(data.fromDay).toBe(addDays(today, -29));
    expect(data.days).toHaveLength(30);
    expect(data.totals).toEqual({
      slabCount: 4,
      cutAreaM2: '5.00',
      reportCount: 3,
      packedCount: 3,
      packedAreaM2: '1.50',
    });
    // Cut this month: today's 4 m², yesterday's 1 m² and the 9 m² of 30 days ago when they fall in it.
    const inMonth = (day: string) => day.startsWith(month);
    const cutDone =
      4 + (inMonth(addDays(today, -1)) ? 1 : 0) + (inMonth(addDays(today, -30)) ? 9 : 0);
    expect(data.targets.month).toBe(month);
    expect(data.targets.list.find((x) => x.module === 'cutting')).toEqual({
      module: 'cutting',
      target: '10.00',
      done: `${cutDone}.00`,
      progressBp: cutDone * 1000,
    });
    expect(data.targets.list.find((x) => x.module === 'processing')?.target).toBeNull();
  });

  test('the digital factory overview is the same under both of its routes', async () => {
    const a = await read<MasterControlData>('webDigitalFactory/getOverview');
    const b = await read<MasterControlData>('webProduceData/getDigitalFactory');
    expect(a.data).toEqual(b.data);
    expect(a.data).toMatchObject({ liveProjects: 2, cutCount: 13 });
  });

  test('screens share a board until the floor changes: an event shows the new figures', async () => {
    const before = (await read<SecondaryBoardData>('webMesBoard/getSecondary')).data.todayCount;
    const process = await insertProcess(t.deps.db, owner, 'Own honing');
    await insertReport(t.deps.db, owner, {
      pieceId: 'live-piece',
      processId: process,
      projectId: towerId,
      at: new Date().toISOString(),
    });
    publishPieceProgress(t.deps, owner.orgId, { kind: 'report', projectId: towerId, planeIds: [] });
    await new Promise((r) => setTimeout(r, 50));
    const after = (await read<SecondaryBoardData>('webMesBoard/getSecondary')).data.todayCount;
    expect(after).toBe(before + 1);
  });

  describe('access', () => {
    test('a role without the board is refused; a body with fields is refused', async () => {
      const viewer = await createRole(t, owner.token, 'Board viewer', [411]);
      const homeOnly = await createRole(t, owner.token, 'Home only', [100]);
      const tv = await addAndSignIn(t, owner.token, { nickname: 'TV', roleId: viewer });
      const clerk = await addAndSignIn(t, owner.token, { nickname: 'Clerk', roleId: homeOnly });
      expect((await read('webMesBoard/getPacking', tv.token)).code).toBe(0);
      expect((await read('webMesBoard/getPacking', clerk.token)).code).toBe(6);
      expect((await read('webDigitalFactory/getOverview', tv.token)).code).toBe(6);
      const withOrg = await call(
        t.app,
        'webMesBoard/getPacking',
        { orgId: other.orgId },
        { token: owner.token },
      );
      expect(withOrg.code).toBe(2);
    });
  });
});
