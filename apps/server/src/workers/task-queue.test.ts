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

/** Tasks that record their start and wait for their gate; `runs` are the queue's promises. */
function harness(queue: ReturnType<typeof createTaskQueue>) {
  const order: string[] = [];
  const gates = new Map<string, ReturnType<typeof gate>>();
  const runs = new Map<string, Promise<unknown>>();
  const add = (name: string, options: Parameters<typeof queue.run>[1]) => {
    const g = gate();
    gates.set(name, g);
    runs.set(
      name,
      queue.run(async () => {
        order.push(name);
        await g.opened;
      }, options),
    );
  };
  /** Ends a task and lets the queue hand its slot on. */
  const finish = async (name: string) => {
    gates.get(name)?.open();
    await runs.get(name);
    await new Promise(setImmediate);
  };
  return { order, add, finish };
}

test('planning slots go round-robin between enterprises, not in arrival order', async () => {
  const queue = createTaskQueue(1);
  const h = harness(queue);
  for (const name of ['a1', 'a2', 'a3']) h.add(name, { group: 'A' });
  h.add('b1', { group: 'B' });
  await Promise.resolve();
  expect(h.order).toEqual(['a1']);
  await h.finish('a1');
  expect(h.order).toEqual(['a1', 'b1']);
  await h.finish('b1');
  await h.finish('a2');
  await h.finish('a3');
  expect(h.order).toEqual(['a1', 'b1', 'a2', 'a3']);
});

test('one enterprise never holds every slot; another takes the one left', async () => {
  const queue = createTaskQueue(2);
  const h = harness(queue);
  h.add('a1', { group: 'A' });
  h.add('a2', { group: 'A' });
  await Promise.resolve();
  expect([h.order, queue.running, queue.waiting]).toEqual([['a1'], 1, 1]);
  h.add('b1', { group: 'B' });
  await Promise.resolve();
  expect(h.order).toEqual(['a1', 'b1']);
  await h.finish('a1');
  expect(h.order).toEqual(['a1', 'b1', 'a2']);
  await h.finish('b1');
  await h.finish('a2');
});

test('a small task takes the small lane while a huge one holds the only slot', async () => {
  const queue = createTaskQueue(1, { smallSlots: 1 });
  const h = harness(queue);
  h.add('a-huge', { group: 'A' });
  h.add('b-huge', { group: 'B' });
  h.add('c-small', { group: 'C', small: true });
  await Promise.resolve();
  expect(h.order).toEqual(['a-huge', 'c-small']);
  await h.finish('c-small');
  expect([queue.running, queue.waiting]).toEqual([1, 1]);
  await h.finish('a-huge');
  expect(h.order).toEqual(['a-huge', 'c-small', 'b-huge']);
  await h.finish('b-huge');
});
