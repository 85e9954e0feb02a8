import type { FastifyInstance } from 'fastify';
import type { Actor, AppDeps, ServerModule } from '../../context.ts';
import { actorScope, orgScope } from '../../db/org-scope.ts';
import { uniqueViolationMessage, type UniqueKey } from '../../lib/db-errors.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { publishPieceProgress } from '../../events/piece-progress.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { boxDetail, createBoxes, listBoxes, packingList } from './boxes.service.ts';
import { kitGroupsOf } from './kit-groups.ts';
import { checkGroup, groupPieces, kitCheck, requireProject } from './kit-check.service.ts';
import { packPieces, raceLoserRefusal, sealBox, unpackPiece } from './pack.service.ts';
import { packProjects } from './packing.repository.ts';

type Moved = { planeIds: string[]; projectIds: string[] };

/** After the commit: live screens refetch the planes that moved (fire and forget). */
function publish(deps: AppDeps, actor: Actor, kind: 'kit' | 'pack', moved: Moved) {
  for (const projectId of moved.projectIds)
    publishPieceProgress(deps, actor.orgId, { kind, projectId, planeIds: moved.planeIds });
}

const PIECE_KEY: UniqueKey = {
  name: 'box_pieces_pk',
  columns: 'box_pieces.org_id, box_pieces.piece_id',
  key: 'packing.pieceTaken',
};

/** Kit check and packing (issue 18): /mesPack and /packedBoxDetails. */
export function registerPackingRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps;
  const once = <T>(
    actor: Actor,
    endpoint: string,
    requestId: string | undefined,
    work: (trx: typeof db) => Promise<T>,
  ) => withIdempotency(deps, { userId: actor.userId, endpoint, requestId }, work);

  defineEndpoint(app, 'webMesPack/getPackProjects', async ({ actor, body }) => {
    const { total, rows } = await packProjects(actorScope(actor, db), {
      keyword: body.keyword,
      limit: body.pageSize,
      offset: (body.pageNum - 1) * body.pageSize,
    });
    return ok({
      list: rows.map((r) => ({
        id: r.id,
        name: r.name,
        orderNo: r.order_no,
        pieceCount: r.piece_count,
        boxedCount: Number(r.boxed ?? 0),
        boxCount: Number(r.boxes ?? 0),
        hasPackingList: r.packing_list_state === 'complete',
      })),
      total,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });
  defineEndpoint(app, 'webMesPack/getKitGroups', async ({ actor, body }) => {
    const org = actorScope(actor, db);
    const project = await requireProject(org, body.projectId);
    return ok({
      projectId: project.id,
      projectName: project.name,
      orderNo: project.order_no,
      groups: await kitGroupsOf(org, project.id),
    });
  });
  defineEndpoint(app, 'webMesPack/getGroupPieces', async ({ actor, body }) =>
    ok(await groupPieces(actorScope(actor, db), body.projectId, body.groupKey)),
  );
  defineEndpoint(app, 'webMesPack/kitCheck', async ({ actor, body }) => {
    const { result, moved } = await once(actor, 'webMesPack/kitCheck', body.requestId, (trx) =>
      kitCheck(orgScope(trx, actor.orgId), actor, body.scans),
    );
    publish(deps, actor, 'kit', moved);
    return ok(result, 'packing.checked');
  });
  defineEndpoint(app, 'webMesPack/checkGroup', async ({ actor, body }) => {
    const { data, moved } = await actorScope(actor, db).transaction((org) =>
      checkGroup(org, body.projectId, body.groupKey),
    );
    publish(deps, actor, 'kit', moved);
    return ok(data, data.result === 'complete' ? 'packing.groupComplete' : 'packing.groupShort');
  });
  defineEndpoint(app, 'webMesPack/createBoxes', async ({ actor, body }) => {
    const { requestId, ...input } = body;
    const data = await once(actor, 'webMesPack/createBoxes', requestId, (trx) =>
      createBoxes(orgScope(trx, actor.orgId), actor, input),
    );
    return ok(data, 'packing.boxesCreated');
  });
  defineEndpoint(app, 'webMesPack/getBoxList', async ({ actor, body }) =>
    ok(await listBoxes(actorScope(actor, db), body)),
  );
  defineEndpoint(app, 'webMesPack/packPieces', async ({ actor, body }) => {
    try {
      const { result, moved } = await once(actor, 'webMesPack/packPieces', body.requestId, (trx) =>
        packPieces(orgScope(trx, actor.orgId), actor, body),
      );
      publish(deps, actor, 'pack', moved);
      return ok(result, 'packing.packed');
    } catch (error) {
      // Lost the race for a piece: name the box that won it (read after the rollback).
      if (uniqueViolationMessage(error, [PIECE_KEY]) === 'packing.pieceTaken')
        throw (await raceLoserRefusal(actorScope(actor, db), body.scans)) ?? error;
      throw error;
    }
  });
  defineEndpoint(app, 'webMesPack/sealBox', async ({ actor, body }) =>
    ok(await actorScope(actor, db).transaction((org) => sealBox(org, body.id)), 'packing.sealed'),
  );
  defineEndpoint(app, 'webMesPack/unpackPiece', async ({ actor, body }) => {
    const moved = await actorScope(actor, db).transaction((org) => unpackPiece(org, actor, body));
    publish(deps, actor, 'pack', moved);
    return ok(null, 'packing.unpacked');
  });
  defineEndpoint(app, 'webPackedBox/getBoxDetail', async ({ actor, body }) =>
    ok(await boxDetail(actorScope(actor, db), body.id)),
  );
  defineEndpoint(app, 'webPackedBox/getPackingList', async ({ actor, body }) =>
    ok(await packingList(actorScope(actor, db), body)),
  );
}

export const PACKING_MODULE: ServerModule = {
  register: registerPackingRoutes,
  uniqueKeys: [
    PIECE_KEY,
    {
      name: 'wooden_boxes_number_uq',
      columns: 'wooden_boxes.org_id, wooden_boxes.project_id, wooden_boxes.number',
      key: 'packing.boxNumberTaken',
    },
  ],
};
