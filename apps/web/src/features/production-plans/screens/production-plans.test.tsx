import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanItem } from '@stone/shared/production/plans';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const plan = (over: Partial<PlanItem>): PlanItem => ({
  id: 'p1',
  number: 'PP20261126-001',
  name: 'November',
  startDay: '2026-11-01',
  endDay: '2026-11-30',
  note: '',
  status: 'draft',
  taskCount: 2,
  doneCount: 1,
  createdAt: '2026-11-26T02:00:00.000Z',
  version: 3,
  ...over,
});
let plans: PlanItem[] = [];
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getPlanDetail')) return ok({ plan: plans[0], tasks: [] });
  if (request.path.endsWith('getReleaseChoices'))
    return ok({
      projects: [
        {
          id: 's1',
          name: 'Hilton lobby',
          orderNo: 'SO-1',
          planes: [
            { id: 'l1', name: 'Lobby', batch: 'B1', pieceCount: 3, openStages: [] },
            { id: 'l2', name: 'Stairs', batch: 'B1', pieceCount: 2, openStages: ['cutting'] },
            { id: 'l3', name: 'Bar', batch: 'B2', pieceCount: 2, openStages: [] },
          ],
        },
      ],
      workshops: [
        { id: 'w1', name: 'Cutting hall', category: 'cutting' },
        { id: 'w2', name: 'Packing hall', category: 'packing' },
      ],
    });
  if (request.path.endsWith('getPlanList'))
    return ok({ list: plans, total: plans.length, pageNum: 1, pageSize: 20 });
  return ok(null);
});
const sent = (name: string) => server.received.filter((r) => r.path.endsWith(name));

let Page: typeof import('./production-plans.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./production-plans.tsx'));
});
beforeEach(() => {
  plans = [plan({}), plan({ id: 'p2', number: 'PP20261126-002', status: 'released' })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new ReadableStream())),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function open(language: 'en' | 'zh' = 'en') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
    language,
    '/producePlan/plans',
  );
}

describe('production plans', () => {
  it('lists plans with their progress; a draft is released after confirming', async () => {
    await open();
    expect(await screen.findByText('PP20261126-001', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('1 / 2 done')).toHaveLength(2);
    // A draft offers release and delete, a released plan close.
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText(/Release plan PP20261126-001\?/, {}, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(
      () => expect(sent('releasePlan').map((r) => r.body)).toEqual([{ id: 'p1', version: 3 }]),
      WAIT,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('a new plan needs a name and dates (zh); nothing is sent without them', async () => {
    plans = [];
    await open('zh');
    expect(await screen.findByText('暂无生产计划。', {}, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '新建计划' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写计划名称', {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByText('请选择开始和结束日期')).toBeTruthy();
    expect(sent('createPlan')).toHaveLength(0);
  });

  it('releases a batch of a project’s planes to a workshop, skipping planes already tasked', async () => {
    await open();
    await screen.findByText('PP20261126-001', {}, WAIT);
    await userEvent.click(screen.getAllByRole('button', { name: 'Tasks' })[0]!);
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    expect(
      await within(drawer).findByText('No tasks yet: release planes to workshops above.', {}, WAIT),
    ).toBeTruthy();
    const pick = async (label: string, option: string) => {
      await userEvent.click(within(drawer).getByRole('combobox', { name: label }));
      await userEvent.click(await screen.findByTitle(option, {}, WAIT));
    };
    await pick('Workshop', 'Cutting hall');
    await waitFor(() => expect(sent('getReleaseChoices')).toHaveLength(1), WAIT);
    await pick('Project', 'SO-1 Hilton lobby');
    await pick('Batch', 'B1');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Release' }));
    await waitFor(
      () =>
        expect(sent('addPlanTasks').map((r) => r.body)).toEqual([
          expect.objectContaining({
            planId: 'p1',
            stage: 'cutting',
            workshopId: 'w1',
            planeIds: ['l1'],
            transferable: false,
          }),
        ]),
      WAIT,
    );
  });
});
