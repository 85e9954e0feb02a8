import { expect, test } from 'vitest';
import { createTaskQueue, QueuedTaskCancelled } from './task-queue.ts';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

test('runs at most `limit` tasks at once, the rest in arrival order; a waiting task can be dropped', async () => {
  const queue = createTaskQueue(2);
  const order: string[] = [];
  const gates = [gate(), gate(), gate(), gate()];
  const tasks = gates.map((g, i) => async () => {
    order.push(`start ${i}`);
    await g.opened;
    return i;
  });
  const runs = tasks.map((task) => queue.run(task));
  await Promise.resolve();
  expect([queue.running, queue.waiting]).toEqual([2, 2]);
  expect(queue.cancelQueued(tasks[2] as () => Promise<unknown>)).toBe(true);
  await expect(runs[2]).rejects.toBeInstanceOf(QueuedTaskCancelled);
  expect(queue.cancelQueued(tasks[0] as () => Promise<unknown>)).toBe(false);
  gates[1]?.open();
  expect(await runs[1]).toBe(1);
  await new Promise(setImmediate); // the freed slot is handed on once the finished task settles
  expect(order).toEqual(['start 0', 'start 1', 'start 3']);
  gates[0]?.open();
  gates[3]?.open();
  expect(await Promise.all([runs[0], runs[3]])).toEqual([0, 3]);
  expect([queue.running, queue.waiting]).toEqual([0, 0]);
});
