import type { FastifyInstance } from 'fastify';
import { actionKey } from '@stone/shared';
import type { Actor, AppDeps, RequestAuth, ServerModule } from '../../context.ts';
import { actorScope, orgScope } from '../../db/org-scope.ts';
import { createOnce, withIdempotency } from '../../lib/idempotency.ts';
import { nowIso } from '../../lib/crypto.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { publishPieceProgress } from '../../events/piece-progress.ts';
import { ensureDefaultWorkshop, listWorkshopChoices } from '../materials/workshops.repository.ts';
import * as frames from './frames.service.ts';
import { bindPieces, moveFrame, unbindPiece } from './frame-scans.service.ts';

const canUnbind = (auth: RequestAuth | null) => {
  const grants = auth?.member?.grants;
  return (
    !!grants &&
    (grants.isSuperAdmin || grants.actions.includes(actionKey('frameManagement', 'unbind')))
  );
};

const memberName = async (deps: AppDeps, actor: Actor) =>
  (
    await deps.db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', actor.userId)
      .executeTakeFirst()
  )?.nickname ?? '';

/** Iron frames (issue 18): management, labels, the scan panel (bind, move) and the detail. */
export function registerFrameRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps;
  defineEndpoint(app, 'webIronFrame/getFrameList', async ({ actor, body }) =>
    ok(await frames.listFrames(actorScope(actor, db), body)),
  );
  defineEndpoint(app, 'webIronFrame/getFrameChoices', async ({ actor, auth }) => {
    const org = actorScope(actor, db);
    // A new enterprise has its default workshop once anything asks for workshops.
    await ensureDefaultWorkshop(org);
    const workshops = await listWorkshopChoices(org);
    return ok({
      workshops: workshops.map((w) => ({ id: w.id, name: w.name || w.code })),
      canUnbind: canUnbind(auth),
    });
  });
  defineEndpoint(app, 'webIronFrame/createFrames', async ({ actor, body }) => {
    const { requestId, ...input } = body;
    const call = { actor, endpoint: 'webIronFrame/createFrames', requestId } as const;
    const data = await createOnce(deps, call, (trx) =>
      frames.createFrames(actor, { db: trx, dialect: deps.dialect }, input),
    );
    return ok(data, 'frame.created');
  });
  defineEndpoint(app, 'webIronFrame/updateFrame', async ({ actor, body }) => {
    await frames.updateFrame(actor, deps, body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webIronFrame/deleteFrame', async ({ actor, body }) => {
    await frames.deleteFrame(actor, deps, body);
    return ok(null, 'common.deleted');
  });
  defineEndpoint(app, 'webIronFrame/getFrameLabels', async ({ actor, body }) =>
    ok(await frames.frameLabels(actorScope(actor, db), body.ids)),
  );
  defineEndpoint(app, 'webIronFrame/setFrameStage', async ({ actor, body }) => {
    await actorScope(actor, db).transaction((org) => frames.setFrameStage(org, actor, body));
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webIronFrame/returnFrame', async ({ actor, body }) => {
    await actorScope(actor, db).transaction((org) => frames.returnFrame(org, actor, body));
    return ok(null, 'frame.returned');
  });
  defineEndpoint(app, 'webIronFrame/restoreFrame', async ({ actor, body }) => {
    await actorScope(actor, db).transaction((org) => frames.restoreFrame(org, actor, body));
    return ok(null, 'frame.restored');
  });
  defineEndpoint(app, 'webIronFrame/bindPieces', async ({ actor, body }) => {
    const { requestId, ...input } = body;
    const scope = { userId: actor.userId, endpoint: 'webIronFrame/bindPieces', requestId };
    // The bind's answer names no member: no extra read on the hottest scan.
    const result = await withIdempotency(deps, scope, (trx) =>
      bindPieces(orgScope(trx, actor.orgId), { ...input, actor, memberName: '', now: nowIso() }),
    );
    // A replay publishes again: harmless, a screen only refetches.
    if (result.progress)
      publishPieceProgress(deps, actor.orgId, { kind: 'bind', ...result.progress });
    return ok(result.data, 'frame.bound');
  });
  defineEndpoint(app, 'webIronFrame/moveFrame', async ({ actor, body }) => {
    const { requestId, ...input } = body;
    const scope = { userId: actor.userId, endpoint: 'webIronFrame/moveFrame', requestId };
    const name = await memberName(deps, actor);
    const result = await withIdempotency(deps, scope, (trx) =>
      moveFrame(orgScope(trx, actor.orgId), { ...input, actor, memberName: name, now: nowIso() }),
    );
    if (result.progress)
      publishPieceProgress(deps, actor.orgId, { kind: 'move', ...result.progress });
    return ok(result.data, 'frame.moved');
  });
  defineEndpoint(app, 'webIronFrame/unbindPiece', async ({ actor, body }) => {
    const progress = await actorScope(actor, db).transaction((org) =>
      unbindPiece(org, { ...body, actor, memberName: '', now: nowIso() }),
    );
    if (progress) publishPieceProgress(deps, actor.orgId, { kind: 'bind', ...progress });
    return ok(null, 'frame.unbound');
  });
  defineEndpoint(app, 'webIronFrame/getFrameDetail', async ({ actor, body }) =>
    ok(await frames.frameDetail(actorScope(actor, db), body.id)),
  );
}

export const FRAMES_MODULE: ServerModule = {
  register: registerFrameRoutes,
  uniqueKeys: [
    {
      name: 'frame_pieces_pk',
      columns: 'frame_pieces.org_id, frame_pieces.piece_id',
      key: 'frame.pieceTaken',
    },
    {
      name: 'iron_frames_number_uq',
      columns: 'iron_frames.org_id, iron_frames.number',
      key: 'frame.numberTaken',
    },
    {
      name: 'iron_frames_seq_uq',
      columns: 'iron_frames.org_id, iron_frames.seq',
      key: 'frame.numberTaken',
    },
  ],
};
