import { call } from './api-client.ts';
import type { Ctx } from './authorization-matrix.types.ts';
import type { OrgWorld } from './authorization-matrix.world.ts';

let serial = 0;
/** A number no other matrix entry has used, for codes and barcodes that must be unique. */
export const next = () => ++serial;

/** Calls `path` as the enterprise's super admin; setup that fails stops the matrix at once. */
export const asOwner = async <T>(ctx: Ctx, world: OrgWorld, path: string, body: unknown) => {
  const res = await call<T>(ctx.t.app, path, body, { token: world.superAdmin.token });
  if (!res.result) throw new Error(`${path} failed: ${res.msg}`);
  return res.data;
};

/**
 * Per-enterprise records built once per world by `build`, with the pickers entries use for their
 * bodies: `own` reads the caller's records, `other` the other enterprise's (cross-enterprise calls).
 */
export function worldFixtures<F>(build: (ctx: Ctx, world: OrgWorld) => Promise<F>) {
  const fixtures = new WeakMap<OrgWorld, Promise<F>>();
  const fixture = (ctx: Ctx, world: OrgWorld): Promise<F> => {
    let fx = fixtures.get(world);
    if (!fx) {
      fx = build(ctx, world);
      fixtures.set(world, fx);
    }
    return fx;
  };
  // Both enterprises' records exist before the first answer is checked for the other's markers.
  const own = (pick: (fx: F, c: Ctx) => unknown) => async (c: Ctx) => {
    await fixture(c, c.other);
    return pick(await fixture(c, c.own), c);
  };
  const other = (pick: (fx: F) => unknown) => async (c: Ctx) => pick(await fixture(c, c.other));
  return { fixture, own, other };
}
