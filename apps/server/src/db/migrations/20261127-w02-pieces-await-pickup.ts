import { sql, type Kysely } from 'kysely';

/*
 * Issue 17: a piece starts its life "pending pickup" (docs/adr/0017); until picking moved pieces
 * they were created "pending cut". Pieces still pending cut move back to pending pickup, except
 * those a live pick already holds (a picked, uncut slab's layout), which picking would have
 * moved. Down leaves statuses as they are: both are "not yet on a saw".
 */

type Db = Kysely<unknown>;

/** Frozen from modules/cutting/cut-length.ts when this was written: a layout's piece ids. */
function layoutPieceIds(json: string): string[] {
  try {
    const layout = JSON.parse(json) as { placements?: { pieceId?: unknown }[] };
    return (layout.placements ?? [])
      .map((p) => p.pieceId)
      .filter((id): id is string => typeof id === 'string' && id !== '');
  } catch {
    return [];
  }
}

export async function up(db: Db): Promise<void> {
  const { rows: picked } = await sql<{ org_id: string; layout_json: string }>`
    select k.org_id, l.layout_json from slab_picks k
    join plan_layouts l on l.org_id = k.org_id and l.id = k.layout_id
    where k.cut_at is null`.execute(db);
  const held = new Set(
    picked.flatMap((p) => layoutPieceIds(p.layout_json).map((id) => `${p.org_id}/${id}`)),
  );
  const { rows: waiting } = await sql<{ org_id: string; id: string }>`
    select org_id, id from project_slabs where status = 'pendingCut'`.execute(db);
  const free = waiting.filter((w) => !held.has(`${w.org_id}/${w.id}`));
  for (let i = 0; i < free.length; i += 500) {
    const part = free.slice(i, i + 500);
    await sql`update project_slabs set status = 'pendingPickup'
      where status = 'pendingCut' and id in (${sql.join(part.map((p) => p.id))})`.execute(db);
  }
}

export async function down(): Promise<void> {}
