import type { z } from 'zod';

/**
 * Who may call an endpoint. `public`: anyone; `session`: any signed-in user, with or without an
 * enterprise; `{ route, action? }`: a member of an enterprise whose plan has the route and whose
 * role grants it (and the action, when named).
 */
export type Access = 'public' | 'session' | { route: string; action?: string };

export type EndpointDef = { body: z.ZodType; data: z.ZodType; access: Access };

export function endpoint<B extends z.ZodType, D extends z.ZodType>(
  body: B,
  data: D,
  access: Access,
) {
  return { body, data, access };
}
