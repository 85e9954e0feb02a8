import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ProcessItem } from '@stone/shared/processes/processes';
import type { ProcessFlowItem } from '@stone/shared/processes/process-codes';
import { describeEachDialect } from '../../test/test-app.ts';
import type { Api } from '../materials/material-test-kit.ts';
import {
  addProcess,
  addProcessCode,
  createProcessTestApp,
  processBody,
} from './process-test-kit.ts';

type List<T> = { list: T[]; total: number };

/** Issue 17: the process catalogue, its money, its rules and the routes of process codes. */
describeEachDialect('process catalogue', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createProcessTestApp>>;
  let api: Api;
  beforeAll(async () => {
    ctx = await createProcessTestApp(dialect, 'process');
    api = ctx.api;
  });
  afterAll(() => ctx.t.close());

  const list = async (body: Record<string, unknown> = {}) =>
    (await api<List<ProcessItem>>('webProcess/getProcessList', { pageSize: 100, ...body })).data;
  const count = async () =>
    (await ctx.t.deps.db.selectFrom('processes').select('id').execute()).length;

  test('money is kept exactly: cents stored, two decimals shown, the total summed exactly', async () => {
    await addProcess(api, 'EDGE-1', {
      fee: '0.1',
      outsourcingCost: '0.10',
      auxiliaryCost: '0.20',
      workerCost: '999999.99',
      bonding: true,
      flowMode: 'forklift',
      reportMode: 'batch',
    });
    const row = await ctx.t.deps.db
      .selectFrom('processes')
      .selectAll()
      .where('code', '=', 'EDGE-1')
      .executeTakeFirstOrThrow();
    expect([row.fee, row.outsourcing_cost, row.total_cost].map(Number)).toEqual([
      10, 10, 100_000_029,
    ]);
    expect((await list({ keyword: 'edge-1' })).list[0]).toMatchObject({
      fee: '0.10',
      totalCost: '1000000.29',
      workerCost: '999999.99',
      bonding: true,
      flowMode: 'forklift',
      reportMode: 'batch',
      qrCode: 'STONE-PROC:EDGE-1',
    });
  });

  test('bad input gets a clear message in the caller language and stores nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ fee: '12.345' }, 'fee', 'at most 2 decimals', '最多两位小数'],
      [{ outsourcingCost: '-1' }, 'outsourcingCost', 'not below 0', '不能小于0'],
      [{ workerCost: '' }, 'workerCost', 'not below 0', '不能小于0'],
      [{ code: 'L 1' }, 'code', 'may not contain spaces', '不能包含空格'],
      [{ sizeMinMm: 3000, sizeMaxMm: 100 }, 'sizeMaxMm', 'may not exceed', '不能大于'],
      [{ name: '' }, 'name', '', ''],
    ];
    for (const [over, field, en, zh] of cases) {
      for (const [lang, text] of [
        ['en', en],
        ['zh', zh],
      ] as const) {
        const res = await api<Record<string, string>>(
          'webProcess/createProcess',
          processBody(`BAD${field}`, over),
          lang,
        );
        expect(res.code, `${field} ${lang}`).toBe(2);
        expect(res.data?.[field], `${field} ${lang}`).toContain(text);
      }
    }
    expect(await count()).toBe(before);
  });

  test('an edit keeps the rules too, and a twin code is refused', async () => {
    const id = await addProcess(api, 'POL-1');
    const edit = (over: Record<string, unknown>) =>
      api('webProcess/updateProcess', { id, version: 1, ...processBody('POL-1', over) });
    expect((await edit({ sizeMinMm: 10, sizeMaxMm: 5 })).code).toBe(2);
    expect((await edit({ fee: '7.5' })).code).toBe(0);
    const twin = await api('webProcess/createProcess', processBody('POL-1', { name: 'x' }));
    expect(twin.code).toBe(4);
    expect((await list({ keyword: 'POL-1' })).list[0]?.fee).toBe('7.50');
  });

  test('a process code route is ordered, names catalogue processes, and keeps them', async () => {
    const cut = await addProcess(api, 'CUT');
    const chamfer = await addProcess(api, 'CHAMFER');
    const codeId = await addProcessCode(api, 'MB-1', [chamfer, cut]);
    const flows = await api<List<ProcessFlowItem>>('webProcessCraft/getProcessFlowList', {
      keyword: 'MB-1',
    });
    expect(flows.data.list[0]?.steps.map((s) => s.code)).toEqual(['CHAMFER', 'CUT']);

    const unknown = await api('webProcessCraft/saveProcessFlow', {
      id: codeId,
      processIds: [cut, 'nope'],
      version: 2,
    });
    expect(unknown.code).toBe(2);
    const twice = await api('webProcessCraft/saveProcessFlow', {
      id: codeId,
      processIds: [cut, cut],
      version: 2,
    });
    expect(twice.code).toBe(2);

    const del = await api('webProcess/deleteProcess', { id: cut, version: 1 }, 'zh');
    expect(del.code).toBe(4);
    expect(del.msg).toContain('不能删除');

    const detail = await api<{ usedBy: { code: string }[] }>('webProcess/getProcessDetail', {
      id: cut,
    });
    expect(detail.data.usedBy.map((c) => c.code)).toEqual(['MB-1']);

    const scanned = await api<{ id: string; reportMode: string }>(
      'webProcess/findProcessByQrCode',
      { qrCode: 'STONE-PROC:CHAMFER' },
    );
    expect(scanned.data).toMatchObject({ id: chamfer, reportMode: 'single' });
    expect((await api('webProcess/findProcessByQrCode', { qrCode: 'CHAMFER' })).code).toBe(3);

    // Off the route, the process can go.
    expect(
      (
        await api('webProcessCraft/saveProcessFlow', {
          id: codeId,
          processIds: [chamfer],
          version: 2,
        })
      ).code,
    ).toBe(0);
    expect((await api('webProcess/deleteProcess', { id: cut, version: 1 })).code).toBe(0);
  });
});
