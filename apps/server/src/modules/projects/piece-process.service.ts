import type { z } from 'zod';
import type {
  pastePieceProcessCodesBody,
  setPieceProcessCodeBody,
} from '@stone/shared/projects/piece-process';
import type { Actor, AppDeps } from '../../context.ts';
import { actorScope, type OrgScope } from '../../db/org-scope.ts';
import { startsWith } from '../../db/list-query.ts';
import { requireProcessCodes } from '../processes/process-refs.ts';
import { assertOpen } from './project-state.service.ts';
import { clearBoxNumbers } from './project-slabs.repository.ts';
import { findProject, parseSettings, updateProjectAt } from './projects.repository.ts';

type Target = { id: string; version: number };
/** Piece codes per statement: well under every database's parameter limit. */
const CODES_PER_UPDATE = 500;

/**
 * Writes process codes to pieces (`write` answers how many changed), then: packing grouped by
 * process fills boxes by these codes, so a change there takes the packing list (and an approved
 * project's review) back, as a settings change does (docs/adr/0015).
 */
async function changeCodes(
  actor: Actor,
  deps: AppDeps,
  target: Target,
  codes: string[],
  write: (trx: OrgScope) => Promise<number>,
) {
  const org = actorScope(actor, deps.db);
  const row = await findProject(org, target.id);
  assertOpen(row);
  await requireProcessCodes(org, codes, 'processCode');
  const byProcess = parseSettings(row.settings_json).packingRules.groupBy === 'process';
  return org.transaction(async (trx) => {
    const updated = await write(trx);
    const repack = byProcess && updated > 0 && row.packing_list_state === 'complete';
    const backToReview = repack && row.review_state !== 'pending';
    if (repack) await clearBoxNumbers(trx, target.id);
    const { version } = await updateProjectAt(trx, target, {
      ...(repack ? { packing_list_state: 'none' as const } : {}),
      ...(backToReview ? { review_state: 'pending' as const } : {}),
    });
    return { version, updated, backToReview };
  });
}

/** webProduce/setSolutionPieceProcessCode (issue 17): pieces by id, plane or code prefix. */
export function setPieceProcessCode(
  actor: Actor,
  deps: AppDeps,
  body: z.output<typeof setPieceProcessCodeBody>,
) {
  return changeCodes(actor, deps, body, [body.processCode], async (trx) => {
    let query = trx
      .updateTable('project_slabs')
      .set({ process_code: body.processCode })
      .where('project_id', '=', body.id)
      .where('process_code', '<>', body.processCode);
    if (body.pieceIds?.length) query = query.where('id', 'in', body.pieceIds);
    if (body.planeId) query = query.where('plane_id', '=', body.planeId);
    if (body.codePrefix) query = query.where(startsWith(deps.dialect, 'code', body.codePrefix));
    return Number((await query.executeTakeFirst()).numUpdatedRows);
  });
}

/** webProduce/pasteSolutionPieceProcessCodes: rows copied from a sheet, pieces by their code. */
export async function pastePieceProcessCodes(
  actor: Actor,
  deps: AppDeps,
  body: z.output<typeof pastePieceProcessCodesBody>,
) {
  // The last row of a piece wins, as it would reading the sheet top to bottom.
  const byPiece = new Map(body.rows.map((r) => [r.pieceCode, r.processCode]));
  const byCode = new Map<string, string[]>();
  for (const [piece, code] of byPiece) byCode.set(code, [...(byCode.get(code) ?? []), piece]);
  const known = new Set<string>();
  const result = await changeCodes(actor, deps, body, [...byCode.keys()], async (trx) => {
    let updated = 0;
    for (const [code, pieces] of byCode)
      for (let i = 0; i < pieces.length; i += CODES_PER_UPDATE) {
        const chunk = pieces.slice(i, i + CODES_PER_UPDATE);
        const found = await trx
          .selectFrom('project_slabs')
          .select('code')
          .where('project_id', '=', body.id)
          .where('code', 'in', chunk)
          .execute();
        for (const f of found) known.add(f.code);
        const res = await trx
          .updateTable('project_slabs')
          .set({ process_code: code })
          .where('project_id', '=', body.id)
          .where('code', 'in', chunk)
          .where('process_code', '<>', code)
          .executeTakeFirst();
        updated += Number(res.numUpdatedRows);
      }
    return updated;
  });
  const unknownPieces = [...byPiece.keys()].filter((p) => !known.has(p)).slice(0, 20);
  return { ...result, unknownPieces };
}
