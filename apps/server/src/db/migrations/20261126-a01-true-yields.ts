import { sql, type Kysely } from 'kysely';

/*
 * Issue 23: yields are net piece area (holes and arcs subtracted) over slab area. Until now each
 * layout, run, plane and project counted its pieces' bounding rectangles, so every stored yield
 * was overstated (the kitchen demo 56.64 % instead of 28.5 %). Each layout now keeps its net
 * piece area, and a project the slab and piece areas of its accepted plans, so the home figures
 * can weigh projects by what they really consume. Existing rows are recomputed from the pieces'
 * stored net areas (project_slabs.area_mm2). Down drops the columns and keeps the true yields:
 * the overstated ones were wrong.
 */

type Db = Kysely<unknown>;
type Placement = { pieceId: string; width: number; height: number };

/** Frozen from @stone/shared/units when this was written: a 0–1 fraction as basis points. */
const toBp = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 10_000) : 0;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('plan_layouts')
    .addColumn('piece_area_mm2', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ['planned_slab_area_mm2', 'planned_piece_area_mm2'])
    await db.schema
      .alterTable('projects')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  await recomputeRuns(db);
  await recomputeProjects(db);
}

/** Every finished run's layouts, the run, and the plane that accepted it. */
async function recomputeRuns(db: Db) {
  const { rows: runs } = await sql<{ org_id: string; id: string; plane_id: string }>`
    select org_id, id, plane_id from plan_runs where state = 'done'`.execute(db);
  for (const run of runs) {
    const { rows: pieces } = await sql<{ id: string; area_mm2: number | string }>`
      select id, area_mm2 from project_slabs
      where org_id = ${run.org_id} and plane_id = ${run.plane_id}`.execute(db);
    const areas = new Map(pieces.map((p) => [p.id, Number(p.area_mm2)]));
    const { rows: layouts } = await sql<{
      id: string;
      slab_length_mm: number | string;
      slab_width_mm: number | string;
      layout_json: string;
    }>`select id, slab_length_mm, slab_width_mm, layout_json from plan_layouts
      where org_id = ${run.org_id} and run_id = ${run.id}`.execute(db);
    let runPieces = 0;
    let runSlabs = 0;
    for (const l of layouts) {
      const placements = (JSON.parse(l.layout_json) as { placements: Placement[] }).placements;
      const piece = placements.reduce(
        (sum, p) => sum + (areas.get(p.pieceId) ?? Math.round(p.width * p.height)),
        0,
      );
      const slab = Number(l.slab_length_mm) * Number(l.slab_width_mm);
      runPieces += piece;
      runSlabs += slab;
      await sql`update plan_layouts set piece_area_mm2 = ${piece}, yield_bp = ${toBp(piece, slab)}
        where org_id = ${run.org_id} and id = ${l.id}`.execute(db);
    }
    const runBp = toBp(runPieces, runSlabs);
    await sql`update plan_runs set yield_bp = ${runBp}
      where org_id = ${run.org_id} and id = ${run.id}`.execute(db);
    await sql`update planes set yield_bp = ${runBp}
      where org_id = ${run.org_id} and id = ${run.plane_id}
      and accepted_run_id = ${run.id}`.execute(db);
  }
}

/** A project's figures are its planes' accepted runs', summed. */
async function recomputeProjects(db: Db) {
  const { rows } = await sql<{
    org_id: string;
    project_id: string;
    slab_area: number | string;
    piece_area: number | string;
  }>`select p.org_id, p.project_id,
      sum(l.slab_length_mm * l.slab_width_mm) as slab_area,
      sum(l.piece_area_mm2) as piece_area
    from plan_layouts l
    join planes p on p.org_id = l.org_id and p.accepted_run_id = l.run_id
    group by p.org_id, p.project_id`.execute(db);
  for (const r of rows) {
    const slab = Number(r.slab_area);
    const piece = Number(r.piece_area);
    await sql`update projects set yield_bp = ${toBp(piece, slab)},
      planned_slab_area_mm2 = ${Math.round(slab)}, planned_piece_area_mm2 = ${piece}
      where org_id = ${r.org_id} and id = ${r.project_id}`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  for (const column of ['planned_piece_area_mm2', 'planned_slab_area_mm2'])
    await db.schema.alterTable('projects').dropColumn(column).execute();
  await db.schema.alterTable('plan_layouts').dropColumn('piece_area_mm2').execute();
}
