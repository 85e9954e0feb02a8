import { expect, test } from 'vitest';
import { withSeededDemo } from './demo-test-kit.ts';
import { DEMO_USERNAME } from './seed-demo.ts';
import { seedFrames } from './seed-frames.ts';

type Frame = { id: string; pieceCount: number; returned: boolean; location: string };
type Page = { list: Frame[]; total: number };
type Detail = { pieces: unknown[]; records: { action: string; mode: string | null }[] };

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo has frames in circulation with moves in their records, and one returned', async () => {
  await withSeededDemo(async (t, api) => {
    // Until seed-demo.ts calls it, seed the frames here (as it will: after the work reports).
    const existing = await t.deps.db.selectFrom('iron_frames').select('id').execute();
    if (existing.length === 0) {
      const admin = await t.deps.db
        .selectFrom('users')
        .select(['id', 'current_org_id'])
        .where('username', '=', DEMO_USERNAME)
        .executeTakeFirstOrThrow();
      await seedFrames(t.deps, admin.current_org_id!, admin.id);
    }
    const all = await api<Page>('webIronFrame/getFrameList', { pageSize: 100 });
    expect(all.total).toBe(12);
    const inUse = await api<Page>('webIronFrame/getFrameList', { circulation: 'inCirculation' });
    expect(inUse.total).toBeGreaterThanOrEqual(3);
    const returned = await api<Page>('webIronFrame/getFrameList', { circulation: 'returned' });
    expect(returned.total).toBe(1);
    const detail = await api<Detail>('webIronFrame/getFrameDetail', { id: inUse.list[0]!.id });
    expect(detail.pieces.length).toBe(inUse.list[0]!.pieceCount);
    expect(detail.records.map((r) => r.action)).toContain('bind');
    expect(detail.records.find((r) => r.action === 'move')?.mode).toBe('forklift');
  });
}, 180_000);
