import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ProjectDetailData, ProjectSlabItem } from '@stone/shared/projects/detail';
import { describeEachDialect } from '../../test/test-app.ts';
import type { Api } from '../materials/material-test-kit.ts';
import { COMPLETE_SETTINGS, uploadDxfId } from '../projects/project-test-kit.ts';
import { addProcess, addProcessCode, createProcessTestApp } from './process-test-kit.ts';

type List<T> = { list: T[]; total: number };

/**
 * Issue 17: project settings pick processes from the catalogue, pieces carry its process codes
 * (by rule at import, by piece, plane or prefix later) and packing by process uses them.
 */
describeEachDialect('process codes on projects', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createProcessTestApp>>;
  let api: Api;
  let edgeId: string;
  let projectId: string;

  const slabs = async () =>
    (
      await api<List<ProjectSlabItem>>('webProduce/getSolutionSlabs', {
        projectId,
        pageSize: 100,
        sortField: 'code',
      })
    ).data.list;
  const version = async () =>
    (await api<ProjectDetailData>('webProduce/getSolutionDetail', { id: projectId })).data.project
      .version;
  const byCode = (list: ProjectSlabItem[], key: 'processCode' | 'boxNo') =>
    Object.fromEntries(list.map((s) => [s.code, s[key]]));

  beforeAll(async () => {
    ctx = await createProcessTestApp(dialect, 'pieceproc');
    api = ctx.api;
    edgeId = await addProcess(api, 'EDGE');
    await addProcessCode(api, 'MB-1', [edgeId]);
    await addProcessCode(api, 'DM-1');
  });
  afterAll(() => ctx.t.close());

  test('a rule at import gives pieces their process code; an unknown code is refused', async () => {
    const fileId = await uploadDxfId(ctx.t, ctx.owner.token);
    const plane = (code: string) => ({
      name: 'N1',
      fileId,
      processRules: [{ labelPrefix: '岛台', processCode: code }],
    });
    const bad = await api(
      'webProduce/createSolution',
      { name: 'x', planes: [plane('NOPE')] },
      'zh',
    );
    expect(bad.code).toBe(2);
    expect(bad.msg).toContain('工艺编码');
    const res = await api<{ id: string }>('webProduce/createSolution', {
      name: 'Kitchen',
      planes: [plane('MB-1')],
    });
    expect(res.code, res.msg).toBe(0);
    projectId = res.data.id;
    expect(byCode(await slabs(), 'processCode')).toEqual({
      '台面-01': '',
      '背板-02': '',
      '岛台-03': 'MB-1',
      '岛台-04': 'MB-1',
    });
  });

  test('settings name catalogue processes, never free text; a named process stays', async () => {
    const save = (processes: string[]) =>
      api<{ version: number }>('webProduce/updateSolutionSettings', {
        id: projectId,
        settings: {
          ...COMPLETE_SETTINGS,
          processes,
          packingRules: { maxPiecesPerBox: 2, groupBy: 'process' },
        },
        version: 1,
      });
    const free = await save(['edge']);
    expect(free.code).toBe(2);
    expect(Object.keys(free.data as object)).toEqual(['settings.processes']);
    expect((await save([edgeId])).code).toBe(0);
    const detail = await api<ProjectDetailData>('webProduce/getSolutionDetail', { id: projectId });
    expect(detail.data.settings.processes).toEqual([edgeId]);
    // The process code's route no longer names it; the project still does.
    const codes = await api<List<{ id: string; code: string; version: number }>>(
      'webProcessCode/getProcessCodeList',
      { keyword: 'MB-1' },
    );
    const mb = codes.data.list[0]!;
    await api('webProcessCraft/saveProcessFlow', {
      id: mb.id,
      processIds: [],
      version: mb.version,
    });
    const del = await api('webProcess/deleteProcess', { id: edgeId, version: 1 });
    expect(del.code).toBe(4);
  });

  test('pieces get a code by id; packing by process boxes them by it', async () => {
    const list = await slabs();
    const top = list.find((s) => s.code === '台面-01')!;
    const set = (body: Record<string, unknown>) =>
      api<{ updated: number }>('webProduce/setSolutionPieceProcessCode', {
        id: projectId,
        ...body,
      });
    expect(
      (await set({ version: await version(), pieceIds: [top.id], processCode: 'NOPE' })).code,
    ).toBe(2);
    const res = await set({ version: await version(), pieceIds: [top.id], processCode: 'DM-1' });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.updated).toBe(1);

    const packed = await api('webProduce/generatePackingList', {
      id: projectId,
      version: await version(),
    });
    expect(packed.code, packed.msg).toBe(0);
    // '' first, then DM-1, then MB-1: one process never shares a box with another.
    expect(byCode(await slabs(), 'boxNo')).toEqual({
      '背板-02': 1,
      '台面-01': 2,
      '岛台-03': 3,
      '岛台-04': 3,
    });

    // Codes by prefix; the packing list made by the old codes is taken back.
    const again = await set({ version: await version(), codePrefix: '岛台', processCode: 'DM-1' });
    expect(again.data.updated).toBe(2);
    expect((await slabs()).every((s) => s.boxNo === null)).toBe(true);

    const codes = await api<List<{ id: string; code: string; version: number }>>(
      'webProcessCode/getProcessCodeList',
      { keyword: 'DM-1' },
    );
    const dm = codes.data.list[0]!;
    expect(
      (await api('webProcessCode/deleteProcessCode', { id: dm.id, version: dm.version })).code,
    ).toBe(4);
  });

  test('rows pasted from a sheet give pieces their codes by piece code', async () => {
    const paste = async (rows: { pieceCode: string; processCode: string }[]) =>
      api<{ updated: number; unknownPieces: string[] }>(
        'webProduce/pasteSolutionPieceProcessCodes',
        { id: projectId, version: await version(), rows },
      );
    expect((await paste([{ pieceCode: '背板-02', processCode: 'NOPE' }])).code).toBe(2);
    const res = await paste([
      { pieceCode: '背板-02', processCode: 'MB-1' },
      { pieceCode: 'X-99', processCode: 'MB-1' },
      { pieceCode: '台面-01', processCode: '' },
    ]);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ updated: 2, unknownPieces: ['X-99'] });
    expect(byCode(await slabs(), 'processCode')).toMatchObject({
      '背板-02': 'MB-1',
      '台面-01': '',
    });
  });
});
