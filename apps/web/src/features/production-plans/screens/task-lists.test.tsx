import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@stone/shared/account/user';
import type { TaskItem } from '@stone/shared/production/tasks';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeLimitedUser, makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const task = (over: Partial<TaskItem>): TaskItem => ({
  id: 't1',
  planId: 'pl1',
  planNumber: 'PP20261126-001',
  planName: 'November',
  projectId: 's1',
  projectName: 'Hilton lobby',
  planeId: 'l1',
  planeName: 'Lobby',
  batch: 'B1',
  workshopId: 'w1',
  workshopName: 'Cutting hall',
  stage: 'cutting',
  transferable: false,
  status: 'inProgress',
  planned: 3,
  cut: 2,
  secondary: 0,
  boxed: 0,
  startedAt: null,
  transferCount: 0,
  createdAt: '2026-11-26T02:00:00.000Z',
  ...over,
});
const WORKSHOPS = [
  { id: 'w1', name: 'Finishing hall', category: 'processing' },
  { id: 'w2', name: 'Default workshop', category: 'general' },
];
let tasks: TaskItem[] = [];
const server = serveScreen((request: Received) => {
  if (/get(Cutting|Second|Pack)Tasks$/.test(request.path))
    return ok({
      list: tasks,
      total: tasks.length,
      pageNum: 1,
      pageSize: 20,
      workshops: WORKSHOPS,
      counts: { notStarted: 1, inProgress: 1, done: 0 },
    });
  return ok(null);
});
const sent = (name: string) => server.received.filter((r) => r.path.endsWith(name));

type Page = typeof import('./cutting-tasks.tsx').default;
let CuttingTasks: Page;
let SecondTasks: Page;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: CuttingTasks } = await import('./cutting-tasks.tsx'));
  ({ default: SecondTasks } = await import('./second-tasks.tsx'));
});
/** The live stream, through a stubbed fetch (the API client itself uses XHR). */
let push: (text: string) => void = () => undefined;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      let control!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => (control = c) });
      push = (text) => control.enqueue(new TextEncoder().encode(text));
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  tasks = [task({}), task({ id: 't2', planeName: 'Stairs', status: 'notStarted', cut: 0 })];
});

async function open(Screen: Page, path: string, language: 'en' | 'zh' = 'en', user?: UserInfo) {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, user ?? makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
    language,
    path,
  );
}

describe('workshop task lists', () => {
  it('shows each plane’s progress and status tabs, and starts a task after confirming', async () => {
    await open(CuttingTasks, '/producePlan/cuttingTasks');
    expect(await screen.findByText(/Stairs/, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'In progress (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All (2)' })).toBeTruthy();
    expect(screen.getAllByText('2/3').length).toBeGreaterThan(0);
    // Only the task not started offers Start.
    const start = screen.getAllByRole('button', { name: 'Start' });
    expect(start).toHaveLength(1);
    await userEvent.click(start[0]!);
    expect(
      await screen.findByText('Start the task of plane Stairs (Hilton lobby)?', {}, WAIT),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(
      () => expect(sent('startCuttingTask').map((r) => r.body)).toEqual([{ id: 't2' }]),
      WAIT,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Not started (1)' }));
    await waitFor(
      () => expect(sent('getCuttingTasks').at(-1)?.body).toMatchObject({ status: 'notStarted' }),
      WAIT,
    );
  });

  it('a live event from the shop floor refreshes the progress', async () => {
    await open(CuttingTasks, '/producePlan/cuttingTasks');
    await screen.findByText(/Stairs/, {}, WAIT);
    const before = sent('getCuttingTasks').length;
    tasks = [task({ cut: 3, status: 'done' })];
    push(
      'id: e1\nevent: pieceProgress\ndata: {"kind":"cut","projectId":"s1","planeIds":["l1"]}\n\n',
    );
    expect(await screen.findByText('3/3', {}, WAIT)).toBeTruthy();
    expect(sent('getCuttingTasks').length).toBeGreaterThan(before);
  });

  it('speaks Chinese and says when the workshop has no tasks', async () => {
    tasks = [];
    await open(CuttingTasks, '/producePlan/cuttingTasks', 'zh');
    expect(
      await screen.findByText(
        '暂无任务。已下发的计划把立面派到本车间后，任务会显示在这里。',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('tab', { name: '进行中（1）' }, WAIT)).toBeTruthy();
  });

  it('transfers only a transferable secondary task, with a reason', async () => {
    tasks = [
      task({ id: 's1', stage: 'secondary', planeName: 'Fixed', transferable: false }),
      task({
        id: 's2',
        stage: 'secondary',
        planeName: 'Movable',
        transferable: true,
        transferCount: 1,
      }),
    ];
    await open(SecondTasks, '/producePlan/secondTasks');
    await screen.findByText(/Movable/, {}, WAIT);
    const transfer = screen.getAllByRole('button', { name: 'Transfer' });
    expect(transfer).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Transfers (1)' })).toBeTruthy();
    await userEvent.click(transfer[0]!);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText('Give the reason for the transfer', {}, WAIT),
    ).toBeTruthy();
    expect(sent('transferSecondTask')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('Default workshop', {}, WAIT));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Saw down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(
      () =>
        expect(sent('transferSecondTask').map((r) => r.body)).toEqual([
          { id: 's2', workshopId: 'w2', reason: 'Saw down' },
        ]),
      WAIT,
    );
  });

  it('a lead without the actions sees progress but no start or transfer', async () => {
    tasks = [task({ id: 's2', stage: 'secondary', transferable: true, status: 'notStarted' })];
    await open(SecondTasks, '/producePlan/secondTasks', 'en', makeLimitedUser([130, 135]));
    await screen.findByText(/Lobby/, {}, WAIT);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });
});
