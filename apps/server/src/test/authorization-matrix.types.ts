import type { OrgWorld, Person } from './authorization-matrix.world.ts';
import type { TestApp } from './test-app.ts';

/** What a matrix call knows: the app, the caller's enterprise, the other one, and the caller. */
export type Ctx = { t: TestApp; own: OrgWorld; other: OrgWorld; person: Person | null };

export type Entry = {
  /** A body aimed at the caller's own enterprise. */
  body: (ctx: Ctx) => unknown;
  /** The code an allowed caller gets with that body (0 unless the body is refused on purpose). */
  ok?: number;
  /** The same call aimed at the other enterprise's records, and the code it must answer. */
  cross?: (ctx: Ctx) => unknown;
  crossCode?: number;
  /** The call ends or changes the caller's own session, so it gets a session of its own. */
  freshSession?: boolean;
};
