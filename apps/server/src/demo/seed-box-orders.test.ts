import { expect, test } from 'vitest';
import { withSeededDemo } from './demo-test-kit.ts';

type Order = { id: string; status: string; boxCount: number };
type Page<T> = { list: T[]; total: number };

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo has a box order in each state; the shipped one shipped the sealed box', async () => {
  await withSeededDemo(async (t, api) => {
    const orders = await api<Page<Order>>('webBoxOrder/getBoxOrderList', {});
    expect(new Set(orders.list.map((o) => o.status))).toEqual(
      new Set(['notAccepted', 'accepted', 'shipped', 'cancelled']),
    );
    const shipped = await t.deps.db
      .selectFrom('project_slabs')
      .select('id')
      .where('status', '=', 'shipped')
      .execute();
    const gone = await t.deps.db
      .selectFrom('wooden_boxes')
      .select('piece_count')
      .where('status', '=', 'shipped')
      .execute();
    expect(gone.length).toBeGreaterThan(0);
    expect(shipped.length).toBe(gone.reduce((s, b) => s + b.piece_count, 0));
    expect(shipped.length).toBeGreaterThan(0);
    // The team lead, who packs, may accept and ship box orders.
    const lead = await t.deps.db
      .selectFrom('roles')
      .select('actions')
      .where('name', '=', 'Team lead')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(lead.actions)).toContain('produceProject:ship');
  });
});
