import { expect, test } from 'vitest';
import { call } from '../test/api-client.ts';
import { withSeededDemo } from './demo-test-kit.ts';

type Task = { status: string; transferCount: number; stage: string; projectName: string };
type TaskPage = { list: Task[]; total: number };
type Plan = { name: string; status: string; taskCount: number; doneCount: number };

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo has a plan of last month and of this week, tasks in every workshop stage', async () => {
  await withSeededDemo(async (t, api) => {
    const plans = await api<{ list: Plan[] }>('webProducePlan/getPlanList', { pageSize: 100 });
    expect(plans.list).toHaveLength(2);
    expect(plans.list.every((p) => p.status === 'released')).toBe(true);
    const cutting = await api<TaskPage>('webWorkshopTask/getCuttingTasks', { pageSize: 100 });
    const second = await api<TaskPage>('webWorkshopTask/getSecondTasks', { pageSize: 100 });
    const pack = await api<TaskPage>('webWorkshopTask/getPackTasks', { pageSize: 100 });
    const statuses = new Set([...cutting.list, ...second.list, ...pack.list].map((t) => t.status));
    expect(statuses).toEqual(new Set(['done', 'inProgress', 'notStarted']));
    expect(cutting.list.map((t) => t.status).sort()).toEqual(['done', 'inProgress', 'inProgress']);
    expect(second.list).toHaveLength(2);
    expect(second.list.filter((t) => t.transferCount === 1)).toHaveLength(1);
    expect(second.list.some((t) => t.status === 'notStarted')).toBe(true);
    // Later seeds (frames, packing) may move the mall's pieces on; the hotel's are not packed.
    expect(pack.list).toHaveLength(2);
    expect(pack.list.some((t) => t.status === 'notStarted')).toBe(true);
    // The demo's team lead runs the workshops' task lists, but not the plans.
    const login = await call<{ token: string }>(t.app, 'webAuth/loginByPassword', {
      account: 'lead',
      password: 'Demo12345',
    });
    const asLead = (path: string) => call(t.app, path, {}, { token: login.data.token });
    expect((await asLead('webWorkshopTask/getSecondTasks')).result).toBe(true);
    expect((await asLead('webProducePlan/getPlanList')).code).toBe(6);
  });
}, 180_000);
