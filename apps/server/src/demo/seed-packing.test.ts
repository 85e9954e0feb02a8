import { expect, test } from 'vitest';
import { withSeededDemo } from './demo-test-kit.ts';

type Box = { name: string; status: string; pieceCount: number };
type Page<T> = { list: T[]; total: number };
type Group = { state: string };

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo has a sealed box, a half-packed one and a group still aligning', async () => {
  await withSeededDemo(async (t, api) => {
    const mall = await t.deps.db
      .selectFrom('projects')
      .select('id')
      .where('order_no', '=', 'SO-2026-0095')
      .executeTakeFirstOrThrow();
    const boxes = await api<Page<Box>>('webMesPack/getBoxList', { projectId: mall.id });
    expect(boxes.total).toBeGreaterThanOrEqual(2);
    const states = boxes.list.map((b) => b.status);
    // The sealed box left with a demo box order (seed-box-orders.ts): it is shipped.
    expect(states.filter((s) => s === 'packed' || s === 'shipped').length).toBeGreaterThanOrEqual(
      1,
    );
    expect(states.at(-1)).toBe('packing');
    for (const b of boxes.list) expect(b.pieceCount).toBeGreaterThan(0);
    const groups = await api<{ groups: Group[] }>('webMesPack/getKitGroups', {
      projectId: mall.id,
    });
    const seen = new Set(groups.groups.map((g) => g.state));
    expect(seen.has('packed')).toBe(true);
    expect(seen.has('packing')).toBe(true);
    expect(seen.has('aligning')).toBe(true);
    const packed = await t.deps.db
      .selectFrom('project_slabs')
      .select('id')
      .where('project_id', '=', mall.id)
      // The sealed box ships with a demo box order (seed-box-orders.ts): its pieces are shipped.
      .where('status', 'in', ['packed', 'shipped'])
      .execute();
    expect(packed.length).toBe(boxes.list.reduce((s, b) => s + b.pieceCount, 0));
  });
});
