import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../context.ts';
import { actorScope } from '../../db/org-scope.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import {
  digitalFactory,
  kitCompletion,
  masterControl,
  monthlyIndicators,
  packingBoard,
  secondaryBoard,
} from './boards.service.ts';
import { materialOpening, totalOpening } from './cutting-boards.service.ts';
import { createBoardCache } from './board-cache.ts';
import type { OrgScope } from '../../db/org-scope.ts';

/**
 * Digital boards (issue 20): /mesBoard's seven boards and the digital factory overview. Each
 * read is computed from the floor's records; the screens read again on every `pieceProgress`
 * event of webEvent/stream (modules/events).
 */
export function registerBoardRoutes(app: FastifyInstance): void {
  const { db, events } = app.deps;
  const cache = createBoardCache(events);
  app.addHook('onClose', async () => cache.clear());
  /** The board of the caller's enterprise, shared by every screen until the floor changes. */
  const board = <T>(
    actor: { orgId: string },
    name: string,
    compute: (org: OrgScope) => Promise<T>,
  ) => cache.read(actor.orgId, name, () => compute(actorScope(actor, db)));
  defineEndpoint(app, 'webMesBoard/getMasterControl', async ({ actor }) =>
    ok(await board(actor, 'masterControl', masterControl)),
  );
  defineEndpoint(app, 'webMesBoard/getPacking', async ({ actor }) =>
    ok(await board(actor, 'packingBoard', packingBoard)),
  );
  defineEndpoint(app, 'webMesBoard/getSecondary', async ({ actor }) =>
    ok(await board(actor, 'secondaryBoard', secondaryBoard)),
  );
  defineEndpoint(app, 'webMesBoard/getMaterialOpening', async ({ actor }) =>
    ok(await board(actor, 'materialOpening', materialOpening)),
  );
  defineEndpoint(app, 'webMesBoard/getTotalOpening', async ({ actor }) =>
    ok(await board(actor, 'totalOpening', totalOpening)),
  );
  defineEndpoint(app, 'webMesBoard/getKitCompletion', async ({ actor }) =>
    ok(await board(actor, 'kitCompletion', kitCompletion)),
  );
  defineEndpoint(app, 'webMesBoard/getMonthlyIndicators', async ({ actor }) =>
    ok(await board(actor, 'monthlyIndicators', monthlyIndicators)),
  );
  defineEndpoint(app, 'webDigitalFactory/getOverview', async ({ actor }) =>
    ok(await board(actor, 'digitalFactory', digitalFactory)),
  );
  defineEndpoint(app, 'webProduceData/getDigitalFactory', async ({ actor }) =>
    ok(await board(actor, 'digitalFactory', digitalFactory)),
  );
}

export const BOARDS_MODULE: ServerModule = { register: registerBoardRoutes };
